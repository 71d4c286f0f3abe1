import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { demoLogin, tenantUrl, type DemoTenant } from '../support/tenants.ts';
import { AppShell } from './AppShell.ts';
import { LoginPage } from './LoginPage.ts';
import type { BrowserPath } from './sessionBrowserPaths.ts';

/**
 * Drives a generated session path through the browser. The user's events become clicks and typing (the outcome that
 * follows a `login.submit` decides which password is typed); the server's outcomes are what the real server answers.
 * Before the path and after each user event, the page must show what the statechart's resting state says.
 */
export class SessionPathDriver {
  private readonly login: LoginPage;
  private readonly shell: AppShell;

  constructor(
    readonly page: Page,
    readonly tenant: DemoTenant,
  ) {
    this.login = new LoginPage(page);
    this.shell = new AppShell(page);
  }

  async run(path: BrowserPath): Promise<void> {
    const stored = path.snapshots[0]?.context.storedSession !== null;
    await this.begin(stored);
    const userEventIndexes = path.events.flatMap((event, index) => (event.type.startsWith('xstate.') ? [] : [index]));
    // The resting state before the first user event, then after each one (the server's outcomes in between).
    await this.expectShows(path.snapshots[(userEventIndexes[0] ?? path.events.length)] ?? path.snapshots[0]);
    for (const [position, index] of userEventIndexes.entries()) {
      const event = path.events[index];
      if (!event) continue;
      await this.perform(event, path.events[index + 1]);
      const restingAt = userEventIndexes[position + 1] ?? path.events.length;
      await this.expectShows(path.snapshots[restingAt]);
    }
  }

  private async begin(withStoredSignIn: boolean): Promise<void> {
    await this.page.goto(tenantUrl(this.tenant, '/login'));
    await this.page.evaluate(() => localStorage.clear());
    if (!withStoredSignIn) {
      await this.page.reload();
      return;
    }
    // A valid stored sign-in: sign in once, then start the app again from storage.
    const { email, password } = demoLogin('admin', this.tenant);
    await this.page.reload();
    await this.login.signIn(email, password);
    await this.shell.expectDashboard();
    await this.page.goto(tenantUrl(this.tenant, '/dashboard'));
  }

  private async perform(event: EventObject, outcome: EventObject | undefined): Promise<void> {
    const { email, password } = demoLogin('admin', this.tenant);
    switch (event.type) {
      case 'login.submit':
        await this.login.signIn(email, outcome?.type === 'xstate.error.actor.authenticate' ? 'wrong-password' : password);
        return;
      case 'logout':
        await this.shell.logout();
        return;
      default:
        throw new Error(`The browser cannot send ${event.type}`);
    }
  }

  private async expectShows(snapshot: AnyMachineSnapshot | undefined): Promise<void> {
    if (!snapshot) throw new Error('path without a resting state');
    if (snapshot.matches('authenticated')) {
      await this.shell.expectDashboard();
      return;
    }
    // Signing out waits for the server to revoke the tokens; the browser shows the sign-in page as soon as it answers
    // (or fails: the session ends either way).
    if (snapshot.matches('unauthenticated') || snapshot.matches('signingOut')) {
      await expect(this.login.submit).toBeVisible();
      await expect(this.page).toHaveURL(/\/login/);
      if (snapshot.context.notice === 'invalidCredentials') await expect(this.login.alert).toHaveText('Le credenziali non sono corrette.');
      else await expect(this.login.alert).toHaveCount(0);
      return;
    }
    throw new Error(`No page check for ${JSON.stringify(snapshot.value)}`);
  }
}
