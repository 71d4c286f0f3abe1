import { expect, type Page, type Route } from '@playwright/test';

/**
 * Requests to matching URLs are held until the test decides their fate (let through, failed, or let through after
 * changing the data behind them): a state that lasts only while a call is in flight can then be checked without
 * racing the server.
 */
export class HeldRequests {
  private readonly arrived: Route[] = [];

  private constructor() {}

  static async on(page: Page, url: string | RegExp): Promise<HeldRequests> {
    const held = new HeldRequests();
    await page.route(url, (route) => {
      held.arrived.push(route);
    });
    return held;
  }

  /** The oldest held request, waiting (with the assertion timeout) for one to arrive. */
  async next(): Promise<Route> {
    await expect.poll(() => this.arrived.length, { message: 'a request was expected to be in flight' }).toBeGreaterThan(0);
    const route = this.arrived.shift();
    if (!route) throw new Error('no held request');
    return route;
  }

  /** How many requests wait: none should be made where the statechart makes no call. */
  get count(): number {
    return this.arrived.length;
  }
}
