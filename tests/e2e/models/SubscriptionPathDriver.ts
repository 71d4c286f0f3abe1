import { expect, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import { errorTagOf } from '../../../src/machines/generic/errorTag.ts';
import { signedInApi } from '../support/signedInApi.ts';
import { storeSignIn } from '../support/signIn.ts';
import type { BrowserPath, UiState } from './newsletterSubscriptionBrowserPaths.ts';
import { NewsletterPage } from './NewsletterPage.ts';

const STATUS_TEXT = {
  PENDING: /^(In attesa di conferma|Waiting for confirmation)$/,
  OPTIN: /^(Iscritto|Subscribed)$/,
  OPTOUT: /^(Disiscritto|Unsubscribed)$/,
} as const;
const SERVICE_FAILED = /(Il servizio di mailing non ha risposto|The mailing service did not answer)/;
const REFUSED = /(è già in questa lista o in questo gruppo|is already in this list or group)/;
const API = '/newsletter/mailup';

type Failure = 'service' | 'network' | 'refused';

const outcomeOf = (event: EventObject): Failure => {
  const tag = errorTagOf((event as EventObject & { error: unknown }).error);
  return tag === 'Server' ? 'service' : tag === 'Conflict' ? 'refused' : 'network';
};

/**
 * Drives a generated subscription path through the list screen's subscription panel, on the fake provider: a fresh
 * list, the recipient arranged through the API in the path's starting status, the user's events as clicks and form
 * input, and a failing outcome injected on the call it follows (a 502 from the service, or the network dropping).
 */
export class SubscriptionPathDriver {
  private readonly newsletter: NewsletterPage;
  private readonly email = `path-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.it`;

  constructor(readonly page: Page) {
    this.newsletter = new NewsletterPage(page);
  }

  async run(path: BrowserPath): Promise<void> {
    await this.begin(path.start);
    await this.expectShows(path.shows[0]);
    for (const [index, event] of path.events.entries()) {
      const next = path.events[index + 1];
      if (next?.type.startsWith('xstate.error')) await this.failNextCall(outcomeOf(next));
      // The recipient confirming through the mailing service happens outside the app: the next read answers it.
      if (event.type === 'recipient.refresh' && path.shows[index + 2]?.status === 'OPTIN') await this.confirmedOnNextRead();
      await this.perform(event);
      await this.expectShows(path.shows[index + 1]);
    }
  }

  private async begin(start: BrowserPath['start']): Promise<void> {
    // Signed in by token, the list arranged, then the app opened on it (the login form and the dashboard are other
    // specs' subjects).
    await storeSignIn(this.page, 'admin');
    const api = signedInApi(this.page, 'acme');
    const list = await api.post(`${API}/lists`, { Name: `Percorsi ${this.email}` });
    expect(list.status()).toBe(201);
    const listId = ((await list.json()) as { data: { idList: number } }).data.idList;
    if (start !== null) {
      const added = await api.post(`${API}/lists/${listId}/recipients?confirmEmail=${String(start === 'PENDING')}`, { Email: this.email });
      expect(added.status()).toBe(201);
      const id = ((await added.json()) as { data: { idRecipient: number } }).data.idRecipient;
      if (start === 'OPTOUT') expect((await api.delete(`${API}/lists/${listId}/recipients/${id}`)).status()).toBe(204);
    }
    await this.page.goto(`/newsletter/lists/${listId}`);
    if (start === null) await this.page.getByRole('button', { name: /^(Aggiungi destinatario|Add recipient)$/ }).first().click();
    // The recipient's subscription button (not "Correggi i dati di …", the details' edit, whose name also ends with the address).
    else await this.page.getByRole('button', { name: new RegExp(`^(Gestisci l'iscrizione di|Manage the subscription of) ${this.email.replace(/[.]/g, '\\.')}$`) }).click();
  }

  private armed: Failure | null = null;
  private confirmNextRead = false;

  /** The next changing call (not the reads around it) fails once, as the path's outcome says; a read is answered as confirmed when asked. */
  private async watch(): Promise<void> {
    if (this.watching) return;
    this.watching = true;
    await this.page.route('**/api/newsletter/mailup/**', async (route: Route) => {
      const fail = this.armed;
      const isRecipientRead = route.request().method() === 'GET' && /\/recipients\/\d+$/.test(new URL(route.request().url()).pathname);
      // Reading a recipient again is the call of "check the confirmation": it fails as armed too.
      if (route.request().method() === 'GET' && !(isRecipientRead && fail !== null)) {
        if (!this.confirmNextRead || !isRecipientRead) return route.fallback();
        this.confirmNextRead = false;
        // Node does not resolve *.localhost as the browser does: the same request to loopback, the tenant in Host.
        const url = new URL(route.request().url());
        const answer = await route.fetch({ url: `http://127.0.0.1:${url.port}${url.pathname}${url.search}`, headers: { ...route.request().headers(), host: url.host } });
        const body = (await answer.json()) as { data: Record<string, unknown> };
        return route.fulfill({ response: answer, json: { ...body, data: { ...body.data, Status: 'OPTIN' } } });
      }
      if (fail === null) return route.fallback();
      this.armed = null;
      if (fail === 'network') return route.abort('connectionrefused');
      if (fail === 'refused') return route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'The address is already in this list or group: nothing was changed.', code: 'recipient_exists', status: 'OPTIN' }) });
      return route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ message: 'The mailing service failed: 503' }) });
    });
  }

  private async failNextCall(how: Failure): Promise<void> {
    await this.watch();
    this.armed = how;
  }

  private async confirmedOnNextRead(): Promise<void> {
    await this.watch();
    this.confirmNextRead = true;
  }

  private watching = false;

  private async perform(event: EventObject): Promise<void> {
    const confirmEmail = 'confirmEmail' in event ? Boolean((event as { confirmEmail: boolean }).confirmEmail) : false;
    switch (event.type) {
      case 'recipient.add':
        await this.newsletter.addRecipient(this.email, { firstName: 'Anna', confirmEmail });
        return;
      case 'recipient.refresh':
        await this.newsletter.button(/^(Verifica la conferma|Check the confirmation)$/).click();
        return;
      case 'recipient.unsubscribe':
        await this.newsletter.button(/^(Disiscrivi|Unsubscribe)$/).click();
        return;
      case 'recipient.subscribe':
        await this.newsletter.button(/^(Invia di nuovo l'e-mail di conferma|Send the confirmation e-mail again)$/).click();
        return;
      case 'subscription.dismiss':
        await this.newsletter.subscription.getByRole('alert').getByRole('button', { name: /^(Chiudi|Close)$/ }).click();
        return;
      default:
        // The call's outcome: answered by the fake provider, or failed as armed before the user's event.
        return;
    }
  }

  private async expectShows(state: UiState | undefined): Promise<void> {
    if (!state || state.calling) return;
    for (const [status, text] of Object.entries(STATUS_TEXT)) {
      await expect(this.newsletter.subscription.getByText(text)).toHaveCount(status === state.status ? 1 : 0);
    }
    const alerts = this.newsletter.subscription.getByRole('alert');
    if (state.failure === null) await expect(alerts).toHaveCount(0);
    else if (state.failure === 'service') await expect(alerts).toContainText(SERVICE_FAILED);
    else if (state.failure === 'refused') await expect(alerts).toContainText(REFUSED);
    else await expect(alerts).toHaveCount(1);
  }
}
