import { expect, type Locator, type Page } from '@playwright/test';
import { tenantUrl, type DemoTenant } from '../support/tenants.ts';

/** Processi's developers' page: the statechart viewer (Italian UI; state names are plain words from the locale). */
export class ProcessesPage {
  readonly heading: Locator;
  readonly machines: Locator;
  /** The developers' page's list of machines. */
  readonly technical: Locator;
  readonly diagram: Locator;
  readonly liveStatus: Locator;
  readonly pathsMode: Locator;
  readonly liveMode: Locator;
  readonly nextStep: Locator;
  readonly stepStatus: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Processi' });
    this.machines = page.getByRole('navigation', { name: 'Flussi di lavoro' });
    this.technical = page.getByRole('navigation', { name: 'Macchine tecniche' });
    this.diagram = page.getByRole('group', { name: /^Diagramma di stato di / });
    this.liveStatus = page.getByRole('status').filter({ hasText: /In esecuzione ora|non è in esecuzione/ });
    this.pathsMode = page.getByRole('button', { name: 'Percorsi generati' });
    this.liveMode = page.getByRole('button', { name: 'In tempo reale' });
    this.nextStep = page.getByRole('button', { name: 'Passo successivo' });
    this.stepStatus = page.getByRole('status').filter({ hasText: /^Passo \d+ di \d+/ });
  }

  async goto(tenant: DemoTenant, machineId?: string): Promise<void> {
    await this.page.goto(tenantUrl(tenant, machineId === undefined ? '/processes' : `/processes/${machineId}`));
    await expect(this.heading).toBeVisible();
  }

  /** A state of the diagram, by its plain (Italian) name; `active` when the live view or the path highlights it. */
  state(name: string, active = false): Locator {
    return this.diagram.getByRole('button', { name: `Stato ${name}${active ? ', attivo' : ''}`, exact: true });
  }

  /** A closed box holding the active state (nested states start closed; only active leaves are highlighted). */
  stateContainingActive(name: string): Locator {
    return this.diagram.getByRole('button', { name: `Stato ${name}, contiene lo stato attivo`, exact: true });
  }

  /** The smallest state name on screen, in CSS pixels: its font size times the diagram's zoom, as the browser draws it. */
  async smallestStateNamePx(): Promise<number> {
    return this.diagram.evaluate((element) => {
      const sizes = [...element.querySelectorAll<SVGTextElement>('text.state-name')].map((text) => parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.a ?? 0));
      return sizes.length === 0 ? 0 : Math.min(...sizes);
    });
  }

  async stepTo(step: number): Promise<void> {
    await this.nextStep.click();
    await expect(this.stepStatus).toContainText(new RegExp(`^Passo ${step} di`));
  }
}
