import { expect, type Locator, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import { errorTagOf } from '../../../src/machines/generic/errorTag.ts';
import type { MailAddress, ProposalState } from '../../../src/machines/proposalSending/proposalSending.types.ts';
import { roleApi } from '../support/roleApi.ts';
import { storeSignIn } from '../support/signIn.ts';
import type { ProposalBrowserPath, UiState } from './proposalSendingBrowserPaths.ts';

const STATUS_TEXT = { draft: /^(Bozza|Draft)$/, sent: /^(Inviata|Sent)$/, accepted: /^(Accettata|Accepted)$/, rejected: /^(Rifiutata|Rejected)$/, expired: /^(Scaduta|Expired)$/ } as const;
const SEND_TYPES = { to: /^(A|To)$/, cc: /^Cc$/, bcc: /^(Ccn|Bcc)$/ } as const;
const TARGETS = { customer: /^(L'indirizzo e-mail del cliente|The customer's e-mail address)$/, addresses: /^(Indirizzi scelti|Chosen addresses)$/ } as const;
const CALLS = /\/api\/proposals\/\d+(\/send-to-(assigned-customer|chosen-addresses))?$/;

type Answer = { readonly kind: 'continue' } | { readonly kind: 'fulfill'; readonly status: number; readonly body: unknown } | { readonly kind: 'abort' };

const answerOf = (event: EventObject): Answer => {
  if (event.type.startsWith('xstate.done')) return { kind: 'continue' };
  const error = (event as EventObject & { error: unknown }).error;
  switch (errorTagOf(error)) {
    case 'Invalid':
      return { kind: 'fulfill', status: 422, body: { message: 'The given data was invalid.', errors: { customer_id: ['The customer has no e-mail address: there is no recipient.'] } } };
    case 'Server':
      return { kind: 'fulfill', status: 502, body: { message: 'The mail was not delivered: the proposal is not marked sent.' } };
    default:
      return { kind: 'abort' };
  }
};

/**
 * Drives a generated proposal-sending path through the proposal screen: a fresh proposal to a customer with an e-mail
 * address (sent through the API first when the path starts from a sent one), the panel's buttons and form as the
 * user's events, and each call (the send, the revision's save) held until the path answers it: let through to the
 * server, or answered as the path says (422, 502, a network failure).
 */
export class ProposalSendingPathDriver {
  private readonly held: Route[] = [];

  constructor(readonly page: Page) {}

  async run(path: ProposalBrowserPath): Promise<void> {
    const id = await this.arrange(path.start);
    // Signed in by token and landed on the proposal (the login form and the dashboard are other specs' subjects).
    await storeSignIn(this.page, 'admin');
    await this.page.route(CALLS, async (route) => {
      const method = route.request().method();
      if ((method === 'PUT' && !route.request().url().includes('/send-to-')) || (method === 'POST' && route.request().url().includes('/send-to-'))) this.held.push(route);
      else await route.fallback();
    });
    await this.page.goto(`/proposals/${id}`);
    await this.expectShows(path.shows[0]);
    for (const [index, event] of path.events.entries()) {
      await this.perform(event);
      await this.expectShows(path.shows[index + 1]);
    }
  }

  /** A fresh proposal as the path starts: a draft, or sent. */
  private async arrange(start: ProposalState): Promise<number> {
    const admin = await roleApi(this.page.request, 'admin');
    const customers = ((await (await admin.get('/profiles?type=customer&page_size=50')).json()) as { data: { id: number; email: string | null }[] }).data;
    const customer = customers.find((profile) => (profile.email ?? '').includes('@'));
    if (!customer) throw new Error('no demo customer with an e-mail address');
    const created = await admin.post('/proposals', { customer_id: customer.id, rows: [{ description: 'Busta PP 160×290', quantity: '1000', unit: 'pz', unit_price: '0.05' }] });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    if (start === 'sent') expect((await admin.post(`/proposals/${id}/send-to-chosen-addresses`, { addressee: '', mail_addresses: [{ email: 'acquisti@cliente.test', send_type: 'to' }] })).status()).toBe(204);
    return id;
  }

  private get panel(): Locator {
    return this.page.locator('section').filter({ has: this.page.getByRole('heading', { name: /^(Revisione e invio|Revision and sending)$/ }) });
  }

  private button(name: RegExp): Locator {
    return this.panel.getByRole('button', { name });
  }

  private async choose(label: RegExp, option: RegExp): Promise<void> {
    await this.panel.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  private async answer(event: EventObject): Promise<void> {
    await expect.poll(() => this.held.length, { message: 'a call was expected in flight' }).toBeGreaterThan(0);
    const route = this.held.shift();
    if (!route) throw new Error('no held call');
    const answer = answerOf(event);
    if (answer.kind === 'continue') await route.continue();
    else if (answer.kind === 'abort') await route.abort('connectionrefused');
    else await route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) });
  }

  private async perform(event: EventObject): Promise<void> {
    if (event.type.startsWith('xstate.')) return this.answer(event);
    switch (event.type) {
      case 'outcome.record':
        return this.button((event as EventObject & { outcome: string }).outcome === 'rejected' ? /^(Rifiutata dal cliente|Rejected by the customer)$/ : /^(Accettata dal cliente|Accepted by the customer)$/).click();
      case 'send.prepare':
        return this.button(/^(Invia…|Send…)$/).click();
      case 'proposal.revise':
        return this.button(/^(Nuova revisione|New revision)$/).click();
      case 'target.choose':
        return this.choose(/^(Destinatari|Recipients)$/, TARGETS[(event as EventObject & { target: keyof typeof TARGETS }).target]);
      case 'addressee.change':
        return this.panel.getByLabel(/^(Alla cortese attenzione di|For the attention of)/).fill(String((event as EventObject & { addressee: string }).addressee));
      case 'address.add': {
        const { address } = event as EventObject & { address: MailAddress };
        await this.panel.getByLabel(/^(Indirizzo e-mail|E-mail address)$/).fill(address.email);
        await this.choose(/^(Come|As)$/, SEND_TYPES[address.sendType]);
        return this.button(/^(Aggiungi indirizzo|Add address)$/).click();
      }
      case 'address.remove':
        return this.panel.getByRole('button', { name: /^(Rimuovi|Remove) / }).nth((event as EventObject & { index: number }).index).click();
      case 'send.submit':
        return this.button(/^(Invia|Send)$/).click();
      case 'send.retry':
        return this.button(/^(Riprova|Try again)$/).click();
      case 'send.cancel':
        return this.button(/^(Annulla|Cancel)$/).click();
      default:
        throw new Error(`the browser cannot produce ${event.type}`);
    }
  }

  private async expectShows(state: UiState | undefined): Promise<void> {
    if (!state) return;
    await expect(this.panel.locator('[aria-busy="true"]')).toHaveCount(state.busy ? 1 : 0);
    if (!state.busy) await expect(this.page.locator('dl').first().getByText(STATUS_TEXT[state.status])).toBeVisible();
    if (state.revision < 2) await expect(this.page.getByText(new RegExp(`^(Revisione|Revision) ${state.revision}$`))).toBeVisible();
    await expect(this.panel.getByRole('form')).toHaveCount(state.form ? 1 : 0);
    if (state.form) {
      await expect(this.panel.getByRole('combobox', { name: /^(Destinatari|Recipients)$/ })).toContainText(new RegExp(TARGETS[state.target].source.slice(1, -1)));
      await expect(this.panel.getByRole('button', { name: /^(Rimuovi|Remove) / })).toHaveCount(state.target === 'addresses' ? state.addresses : 0);
    }
    await expect(this.panel.getByRole('alert')).toHaveCount(state.alerts);
  }
}
