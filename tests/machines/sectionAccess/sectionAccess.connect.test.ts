import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connectSectionAccess, gateOf, type SectionAccessView } from '../../../src/machines/sectionAccess/sectionAccess.connect.ts';
import { createSectionAccessLogic } from '../../../src/machines/sectionAccess/sectionAccess.logic.ts';
import { fakeApiClient, type FakeAnswer, type FakeCall } from '../fakeApiClient.ts';

// What a protected section's gate shows, read from snapshots alone, and the calls the logic makes given a client.

const access = (over: Record<string, unknown> = {}) => ({ id: 1, section: 'evaluators', valid: true, remainingSeconds: 300.6, ...over });

const start = (answer: (call: FakeCall) => FakeAnswer, canList = true) => {
  const { client, calls } = fakeApiClient(answer);
  const actor = createActor(createSectionAccessLogic({ client, userId: 7, canList }), { input: { section: 'evaluators' } }).start();
  return { actor, calls, view: () => connectSectionAccess(actor.getSnapshot()) };
};

describe('sectionAccess.connect: the gate', () => {
  const view = (over: Partial<SectionAccessView>): SectionAccessView => ({ phase: 'locked', busy: false, failure: null, remainingSeconds: 0, wasOpen: false, ...over });

  it('covers a screen shown open when its window ends, and takes the place of one never shown', () => {
    expect(gateOf(view({ phase: 'checking' }), false)).toBe('checking');
    expect(gateOf(view({ phase: 'open', wasOpen: true }), false)).toBe('section');
    expect(gateOf(view({ phase: 'expired', wasOpen: true }), true)).toBe('covered');
    expect(gateOf(view({ phase: 'unlocking', wasOpen: true, busy: true }), true)).toBe('covered');
    expect(gateOf(view({ phase: 'expired', wasOpen: true }), false)).toBe('prompt');
    expect(gateOf(view({ phase: 'unlocking', busy: true }), true)).toBe('prompt');
  });
});

describe('sectionAccess.logic', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens for the latest login's whole seconds left, and asks again when they run out", async () => {
    const { actor, calls, view } = start(() => ({ status: 200, body: { items: [access()], total: 1 } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toMatchObject([{ method: 'GET', path: '/access', params: { query: { section: 'evaluators', userId: 7, pageSize: 1 } } }]);
    expect(view()).toMatchObject({ phase: 'open', remainingSeconds: 300, wasOpen: true });
    await vi.advanceTimersByTimeAsync(300_000);
    expect(view().phase).toBe('expired');
    actor.stop();
  });

  it('without the list permission asks nothing and shows the prompt; a wrong password is said, the right one opens', async () => {
    let reply: FakeAnswer = { status: 422, body: { message: 'invalid', errors: { password: ['wrong'] } } };
    const { actor, calls, view } = start(() => reply, false);
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ phase: 'locked', failure: null });
    actor.send({ type: 'access.submit', password: 'secret' });
    expect(view()).toMatchObject({ phase: 'unlocking', busy: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toMatchObject([{ method: 'POST', path: '/access', body: { section: 'evaluators', password: 'secret' } }]);
    expect(view()).toMatchObject({ phase: 'locked', failure: { kind: 'wrongPassword' } });
    reply = { status: 200, body: access({ remainingSeconds: 600 }) };
    actor.send({ type: 'access.submit', password: 'right' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ phase: 'open', remainingSeconds: 600 });
    actor.stop();
  });
});
