import { expect, type Locator, type Page } from '@playwright/test';

/** A business workflow's diagram in Processi or beside a record (src/ui/processes/story). */
export class StoryDiagram {
  readonly viewport: Locator;
  readonly svg: Locator;

  constructor(readonly scope: Page | Locator) {
    this.viewport = scope.getByTestId('story-viewport');
    this.svg = scope.getByTestId('story-svg');
  }

  /**
   * Whether the whole drawing is inside the viewport (fitted, nothing cropped) and the smallest text on screen, in CSS
   * pixels: its font size times the zoom, as the browser draws it.
   */
  async fit(): Promise<{ inside: boolean; smallestPx: number; shape: string | null }> {
    await expect(this.svg).toBeVisible({ timeout: 30_000 });
    return this.viewport.evaluate((element) => {
      const frame = element.getBoundingClientRect();
      const drawing = element.querySelector('[data-testid="story-content"]')?.getBoundingClientRect();
      const inside = drawing !== undefined && drawing.left >= frame.left - 0.5 && drawing.right <= frame.right + 0.5 && drawing.top >= frame.top - 0.5 && drawing.bottom <= frame.bottom + 0.5;
      const sizes = [...element.querySelectorAll<SVGTextElement>('text')].map((text) => parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.a ?? 0));
      return { inside, smallestPx: sizes.length === 0 ? 0 : Math.min(...sizes), shape: element.getAttribute('data-shape') };
    });
  }

  async expectFitted(): Promise<void> {
    const { inside, smallestPx } = await this.fit();
    expect(inside, 'the whole diagram is inside its viewport').toBe(true);
    expect(smallestPx, 'every text at 12 px or more').toBeGreaterThanOrEqual(12);
  }

  /** Every word drawn (the <text> elements; not the embedded stylesheet). */
  async texts(): Promise<string> {
    return (await this.svg.locator('text').allTextContents()).join(' ');
  }

  status(id: string): Locator {
    return this.svg.locator(`[data-status="${id}"]`);
  }
}
