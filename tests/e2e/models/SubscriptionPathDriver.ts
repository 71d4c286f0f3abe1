import { expect, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import { errorTagOf } from '../../../src/machines/generic/errorTag.ts';
import { signedInApi } from '../support/signedInApi.ts';
import { demoLogin } from '../support/tenants.ts';
import { AppShell } from './AppShell.ts';
import { LoginPage } from './LoginPage.ts';
import type { BrowserPath, UiState } from './newsletterSubscriptionBrowserPaths.ts';
import { NewsletterPage } from './NewsletterPage.ts';

const STATUS_TEXT = {
  PENDING: /^(In attesa di conferma|Waiting for confirmation)$/,
  OPTIN: /^(Iscritto|Subscribed)$/,
  OPTOUT: /^(Disiscritto|Unsubscribed)$/,
} as const;
const SERVICE_FAILED = /(Il servizio di mailing non ha risposto|The mailing service did not answer)/;
const API = '/newsletter/mailup';

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
      if (next?.type.startsWith('xstate.error')) await this.failNextCall(errorTagOf((next as EventObject & { error: unknown }).error) === 'Server' ? 'service' : 'network');
      await this.perform(event);
      await this.expectShows(path.shows[index + 1]);
    }
  }

  private async begin(start: BrowserPath['start']): Promise<void> {
    const login = new LoginPage(this.page);
    await login.goto('acme');
    const { email, password } = demoLogin('admin', 'acme');
    await login.signIn(email, password);
    await new AppShell(this.page).expectDashboard();
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
    else await this.page.getByRole('button', { name: new RegExp(`${this.email.replace(/[.]/g, '\\.')}$`) }).click();
  }

  private armed: 'service' | 'network' | null = null;

  /** The next changing call (not the reads around it) fails once, as the path's outcome says. */
  private async failNextCall(how: 'service' | 'network'): Promise<void> {
    if (this.armed === null && !this.watching) {
      this.watching = true;
      await this.page.route('**/api/newsletter/mailup/**', async (route: Route) => {
        const fail = this.armed;
        if (route.request().method() === 'GET' || fail === null) return route.fallback();
        this.armed = null;
        if (fail === 'network') return route.abort('connectionrefused');
        return route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ message: 'The mailing service failed: 503' }) });
      });
    }
    this.armed = how;
  }

  private watching = false;

  private async perform(event: EventObject): Promise<void> {
    const confirmEmail = 'confirmEmail' in event ? Boolean((event as { confirmEmail: boolean }).confirmEmail) : false;
    switch (event.type) {
      case 'recipient.add':
        await this.newsletter.addRecipient(this.email, { firstName: 'Anna', confirmEmail });
        return;
      case 'recipient.confirm':
        await this.newsletter.button(/^(Conferma iscrizione|Confirm subscription)$/).click();
        return;
      case 'recipient.unsubscribe':
        await this.newsletter.button(/^(Disiscrivi|Unsubscribe)$/).click();
        return;
      case 'recipient.subscribe': {
        const box = this.newsletter.subscription.getByRole('checkbox');
        if ((await box.isChecked()) !== confirmEmail) await this.newsletter.subscription.getByText(/^(Invia l'e-mail di conferma|Send the confirmation e-mail)/).click();
        await this.newsletter.button(/^(Iscrivi di nuovo|Subscribe again)$/).click();
        return;
      }
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
    else await expect(alerts).toHaveCount(1);
  }
}
