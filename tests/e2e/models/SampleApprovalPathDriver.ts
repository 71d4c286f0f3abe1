import { expect, type Locator, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { SampleApprovalStatus } from '../../../src/domain/sampleApproval.ts';
import { errorTagOf } from '../../../src/machines/generic/errorTag.ts';
import { overtakingDecision } from '../../../src/machines/introspection/entries/sampleApproval.entry.ts';
import { roleApi } from '../support/roleApi.ts';
import type { SignedInApi } from '../support/signedInApi.ts';
import { storeSignIn } from '../support/signIn.ts';
import type { DepartmentUi, SampleBrowserPath, UiState } from './sampleApprovalBrowserPaths.ts';

const DEPARTMENTS = {
  technical: { name: /^(Direzione Tecnica|Technical Direction)$/, deptId: 'technical_direction' },
  sales: { name: /^(Direzione Commerciale|Sales Management)$/, deptId: 'sales_management' },
} as const;
type Region = keyof typeof DEPARTMENTS;

const DECISION_BUTTONS: Readonly<Record<string, RegExp>> = { approved: /^(Approva|Approve)$/, evaluated: /^(Valuta|Evaluate)$/, denied: /^(Rifiuta|Deny)$/ };
const STATUS_TEXT: Readonly<Record<SampleApprovalStatus, RegExp>> = {
  pending: /^(Da decidere|To decide)$/,
  approved: /^(Approvata|Approved)$/,
  evaluated: /^(In valutazione|Evaluated)$/,
  denied: /^(Rifiutata|Denied)$/,
};

const regionOf = (event: EventObject): Region => (event.type.startsWith('technical') || event.type.endsWith('Technical') ? 'technical' : 'sales');

/**
 * Drives a generated sample-approval path through the sample screen: a fresh sample arranged through the API in the
 * path's starting state (a colleague's decisions taken as the supervisor), the page signed in as the administrator (or
 * as the operator, who may not decide), each decision call held until the path answers it, in the path's order. A
 * 409 is the real server's: a colleague decides the department through the API before the held call goes on; the
 * screen's read of the sample that follows is held until the path's `sample.updated`.
 */
export class SampleApprovalPathDriver {
  private readonly held: Record<Region, Route[]> = { technical: [], sales: [] };
  /** The screen's reads of the sample held since a 409, until the path answers them (`sample.updated`). */
  private readonly reads: Route[] = [];
  private holdReads = false;
  private sampleId = 0;

  constructor(readonly page: Page) {}

  async run(path: SampleBrowserPath): Promise<void> {
    const admin = await roleApi(this.page.request, 'admin');
    const id = await this.arrange(admin, path.start);
    this.sampleId = id;
    // Signed in by token and landed on the sample (the login form and the dashboard are other specs' subjects).
    await storeSignIn(this.page, path.start === 'notAllowed' ? 'operator' : 'admin');
    await this.page.route(/\/api\/samples\/\d+\/departments\/(technical_direction|sales_management)\/update-status$/, (route) => {
      this.held[route.request().url().includes('technical_direction') ? 'technical' : 'sales'].push(route);
    });
    await this.page.route(new RegExp(`/api/samples/${String(id)}(\\?.*)?$`), (route) => {
      if (route.request().method() === 'GET' && this.holdReads) this.reads.push(route);
      else void route.fallback();
    });
    await this.page.goto(`/samples/${id}`);
    await this.expectShows(path.shows[0]);
    for (const [index, event] of path.events.entries()) {
      await this.perform(event, path.shows[index]);
      await this.expectShows(path.shows[index + 1]);
    }
  }

  private async arrange(admin: SignedInApi, start: SampleBrowserPath['start']): Promise<number> {
    const customer = ((await (await admin.get('/profiles?type=customer&page_size=1')).json()) as { data: { id: number }[] }).data[0];
    const created = await admin.post('/samples', { customer_id: customer?.id, materials: ['PP'], price_target: '80.00' });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    const decide = async (api: SignedInApi, deptId: string, status: string) => expect((await api.post(`/samples/${id}/departments/${deptId}/update-status`, { status })).status()).toBe(200);
    if (start === 'approvedByMe') await decide(admin, 'technical_direction', 'approved');
    if (start === 'decided' || start === 'approvedByColleague') {
      const colleague = await roleApi(this.page.request, 'supervisor');
      if (start === 'approvedByColleague') await decide(colleague, 'technical_direction', 'approved');
      else {
        // Two decisions, two people: another colleague decides for Sales Management.
        await decide(colleague, 'technical_direction', 'evaluated');
        await decide(await roleApi(this.page.request, 'subadmin'), 'sales_management', 'denied');
      }
    }
    return id;
  }

  private region(region: Region): Locator {
    return this.page.getByRole('region', { name: DEPARTMENTS[region].name });
  }

  private async nextHeld(region: Region): Promise<Route> {
    await expect.poll(() => this.held[region].length, { message: `a ${region} decision was expected in flight` }).toBeGreaterThan(0);
    const route = this.held[region].shift();
    if (!route) throw new Error('no held decision');
    return route;
  }

  /** Someone else in the department decides it meanwhile (through the API), another decision than the one shown. */
  private async overtake(region: Region, shown: SampleApprovalStatus): Promise<void> {
    const body = { status: overtakingDecision(shown) };
    const path = `/samples/${String(this.sampleId)}/departments/${DEPARTMENTS[region].deptId}/update-status`;
    // Two decisions, two people: whichever colleague has not decided the other department.
    for (const role of ['supervisor', 'subadmin'] as const) {
      const answer = await (await roleApi(this.page.request, role)).post(path, body);
      if (answer.status() === 200) return;
      expect(answer.status(), await answer.text()).toBe(422);
    }
    throw new Error(`no colleague could decide ${region}`);
  }

  private async perform(event: EventObject, before: UiState | undefined): Promise<void> {
    if (event.type === 'sample.updated') {
      await expect.poll(() => this.reads.length, { message: 'the screen was expected to read the sample again' }).toBeGreaterThan(0);
      this.holdReads = false;
      for (const read of this.reads.splice(0)) await read.fallback();
      return;
    }
    const region = regionOf(event);
    if (event.type === 'approval.dismiss') {
      await this.page.getByRole('alert').getByRole('button', { name: /^(Chiudi|Close)$/ }).click();
      return;
    }
    if (event.type.startsWith('xstate.done')) return (await this.nextHeld(region)).continue();
    if (event.type.startsWith('xstate.error') && errorTagOf((event as EventObject & { error: unknown }).error) === 'Conflict') {
      const held = await this.nextHeld(region);
      if (!before) throw new Error('no state before the 409');
      await this.overtake(region, before[region].status);
      this.holdReads = true;
      await held.continue();
      // The server's words, in the page's language, on the refused department (seen unless a confirmation, modal, hides
      // the page).
      if ((await this.page.getByRole('alertdialog').count()) === 0) {
        await expect(this.region(region).getByRole('alert')).toContainText(/ha deciso questa campionatura|decided on the sample meanwhile/);
      }
      return;
    }
    if (event.type.startsWith('xstate.error')) return (await this.nextHeld(region)).abort('connectionrefused');
    if (event.type.endsWith('.confirm')) {
      const dialog = this.page.getByRole('alertdialog');
      await dialog.getByLabel(/^(Nota \(facoltativa\)|Note \(optional\))$/).fill(String((event as EventObject & { notes: string }).notes));
      await dialog.getByRole('button', { name: /^(Conferma|Confirm): / }).click();
      return;
    }
    if (event.type.endsWith('.cancel')) {
      await this.page.getByRole('alertdialog').getByRole('button', { name: /^(Annulla|Cancel)$/ }).click();
      return;
    }
    const decision = String((event as EventObject & { decision: string }).decision);
    const button = DECISION_BUTTONS[decision];
    if (!button) throw new Error(`no button for ${decision}`);
    await this.region(region).getByRole('button', { name: button }).click();
  }

  private async expectShows(state: UiState | undefined): Promise<void> {
    if (!state) return;
    const confirming = (['technical', 'sales'] as const).find((region) => state[region].confirming);
    const dialog = this.page.getByRole('alertdialog');
    // The confirmation is modal: the page behind it is hidden from the accessibility tree until it closes.
    if (confirming) {
      await expect(dialog).toHaveAccessibleName(new RegExp(`per la ${'Direzione ' + (confirming === 'technical' ? 'Tecnica' : 'Commerciale')}|for ${confirming === 'technical' ? 'Technical Direction' : 'Sales Management'}`));
      return;
    }
    await expect(dialog).toHaveCount(0);
    for (const region of ['technical', 'sales'] as const) await this.expectDepartment(region, state[region]);
  }

  private async expectDepartment(region: Region, ui: DepartmentUi): Promise<void> {
    const card = this.region(region);
    await expect(card.getByText(STATUS_TEXT[ui.status])).toBeVisible();
    await expect(card.locator('[aria-busy="true"]')).toHaveCount(ui.deciding ? 1 : 0);
    await expect(card.getByRole('alert')).toHaveCount(ui.message === null ? 0 : 1);
    await expect(card.getByRole('group')).toHaveCount(ui.buttons ? 1 : 0);
  }
}
