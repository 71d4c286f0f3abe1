import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ApiClient } from '../../../src/api/client.ts';
import type { NewsletterRecipient } from '../../../src/api/newsletter.ts';
import { connectNewsletterSubscription } from '../../../src/machines/newsletterSubscription/newsletterSubscription.connect.ts';
import { createCountriesLookup, createNewsletterSubscriptionLogic } from '../../../src/machines/newsletterSubscription/newsletterSubscription.logic.ts';
import type { SubscriptionTarget } from '../../../src/machines/newsletterSubscription/newsletterSubscription.types.ts';

// What the subscription panel shows and sends, from snapshots alone, and the calls the logic makes given a client:
// no React.

const recipient = (Status: NewsletterRecipient['Status']): NewsletterRecipient => ({ idRecipient: 9, Email: 'rossi4711@example.test', Name: 'Rossi 4711', Status }) as NewsletterRecipient;

type Reply = { status: number; body?: unknown };
type Call = { method: string; path: string; params?: unknown; body?: unknown };

/** A client answering every call with `answer` (recording method, path and what was sent), as the app's client does. */
const fakeClient = (answer: (call: Call) => Reply) => {
  const calls: Call[] = [];
  const method = (name: string) => async (path: string, init: { params?: unknown; body?: unknown }) => {
    const call = { method: name, path, ...(init.params ? { params: init.params } : {}), ...(init.body ? { body: init.body } : {}) };
    calls.push(call);
    const reply = answer(call);
    const response = new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    return reply.status < 300 ? { data: reply.body, response } : { error: reply.body, response };
  };
  return { client: { GET: method('GET'), POST: method('POST'), DELETE: method('DELETE') } as unknown as ApiClient, calls };
};

const running = (initial: NewsletterRecipient | null, answer: (call: Call) => Reply, target: SubscriptionTarget = { kind: 'list', listId: 3 }) => {
  const { client, calls } = fakeClient(answer);
  const changed: NewsletterRecipient[] = [];
  const actor = createActor(createNewsletterSubscriptionLogic({ client, onChanged: (r) => changed.push(r) }), { input: { target, recipient: initial } }).start();
  return { actor, calls, changed, view: () => connectNewsletterSubscription(actor.getSnapshot(), actor.send) };
};

const settled = (actor: ReturnType<typeof running>['actor']) => waitFor(actor, (snapshot) => !snapshot.matches('calling'));

describe('newsletterSubscription.connect: what the panel offers is what the machine takes', () => {
  it('per status: reading again only while pending, subscribing again only once unsubscribed', () => {
    const offered = (status: NewsletterRecipient['Status']) => {
      const view = running(recipient(status), () => ({ status: 200 })).view();
      return [view.refresh === null ? null : !view.refresh.disabled, view.change.kind, !view.change.disabled];
    };
    expect(offered('PENDING')).toEqual([true, 'unsubscribe', true]);
    expect(offered('OPTIN')).toEqual([null, 'unsubscribe', true]);
    expect(offered('OPTOUT')).toEqual([null, 'subscribe', true]);
    const fresh = running(null, () => ({ status: 200 })).view();
    expect([fresh.status, fresh.email, fresh.add.busy]).toEqual([null, null, false]);
  });

  it('while a call runs its control is busy (not disabled) and the others are disabled', () => {
    const { view } = running(recipient('PENDING'), () => ({ status: 200, body: recipient('OPTIN') }));
    view().change.onPress();
    const busy = view();
    expect([busy.change.loading, busy.change.disabled, busy.refresh?.loading, busy.refresh?.disabled]).toEqual([true, false, false, true]);
  });

  it("tells a consent refusal from the service failing, a list not configured and any other failure", async () => {
    const failureAfter = async (reply: Reply) => {
      const { actor, view } = running(null, () => reply);
      view().add.onAdd({ Email: 'rossi4711@example.test' }, false, { kind: 'list', listId: 3 });
      await settled(actor);
      return view().failure;
    };
    expect(await failureAfter({ status: 409, body: { message: 'Already there.', code: 'recipient_exists' } })).toEqual({ kind: 'refused', refusal: 'recipient_exists' });
    expect(await failureAfter({ status: 502, body: { message: 'The mailing service failed.' } })).toEqual({ kind: 'serviceFailed' });
    expect(await failureAfter({ status: 409, body: { message: 'Not configured.' } })).toEqual({ kind: 'notConfigured' });
    expect(await failureAfter({ status: 404, body: { message: 'Not found.' } })).toEqual({ kind: 'failed', tag: 'NotFound' });
  });
});

describe('newsletterSubscription.logic: the calls each request makes', () => {
  it('adds to the chosen group with the confirmation asked; the screen learns the recipient', async () => {
    const { actor, calls, changed, view } = running(null, () => ({ status: 201, body: recipient('PENDING') }));
    view().add.onAdd({ Email: 'rossi4711@example.test', Name: 'Rossi 4711' }, true, { kind: 'group', listId: 3, groupId: 5 });
    await settled(actor);
    expect(calls).toEqual([{ method: 'POST', path: '/newsletter/mailup/groups/{groupId}/recipients', params: { path: { groupId: 5 }, query: { confirmEmail: true } }, body: { Email: 'rossi4711@example.test', Name: 'Rossi 4711' } }]);
    expect([view().status, changed.map((r) => r.Status)]).toEqual(['PENDING', ['PENDING']]);
  });

  it('unsubscribes from the list and reads the recipient again', async () => {
    const { actor, calls, view } = running(recipient('OPTIN'), (call) => (call.method === 'DELETE' ? { status: 204 } : { status: 200, body: recipient('OPTOUT') }));
    view().change.onPress();
    await settled(actor);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /newsletter/mailup/lists/{listId}/recipients/{recipientId}', 'GET /newsletter/mailup/lists/{listId}/recipients/{recipientId}']);
    expect(view().change.kind).toBe('subscribe');
  });

  it('the countries lookup answers the service list, and none when the service fails', async () => {
    const countries = [{ code: 'IT', name: 'Italia' }];
    const answered = createActor(createCountriesLookup(fakeClient(() => ({ status: 200, body: countries })).client)).start();
    expect(await waitFor(answered, (snapshot) => snapshot.status === 'done').then((snapshot) => snapshot.output)).toEqual(countries);
    const failed = createActor(createCountriesLookup(fakeClient(() => ({ status: 502, body: { message: 'down' } })).client)).start();
    const settledFailed = await waitFor(failed, (snapshot) => snapshot.status !== 'active');
    expect([settledFailed.status, settledFailed.output]).toEqual(['done', []]);
  });
});
