import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createSectionAccessMachine, failureOf } from '../../../src/machines/sectionAccess/sectionAccess.machine.ts';

const settle = () => vi.advanceTimersByTimeAsync(0);

const start = (options: { found: number; granted?: number; refuse?: unknown }) => {
  const passwords: string[] = [];
  const actor = createActor(
    createSectionAccessMachine().provide({
      actors: {
        checkAccess: fromPromise(async () => options.found),
        unlock: fromPromise(async ({ input }: { input: { section: string; password: string } }) => {
          passwords.push(`${input.section}:${input.password}`);
          if (options.refuse !== undefined) throw options.refuse;
          return options.granted ?? 600;
        }),
      },
    }),
    { input: { section: 'evaluators' } },
  );
  actor.start();
  return { actor, passwords };
};

describe('section access statechart', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens at once while the last login is valid, for the seconds it has left, then asks again', async () => {
    const { actor } = start({ found: 90 });
    await settle();
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.remainingSeconds).toBe(90);
    await vi.advanceTimersByTimeAsync(89_000);
    expect(actor.getSnapshot().value).toBe('open');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it("closes when the server refuses a call for want of a login, before its own window ends (the server's clock wins)", async () => {
    const { actor } = start({ found: 300 });
    await settle();
    actor.send({ type: 'access.refused' });
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().context.remainingSeconds).toBe(0);
    actor.send({ type: 'access.submit', password: 'Bottega!2026' });
    await settle();
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.remainingSeconds).toBe(600);
  });

  it('a refusal heard while the password is asked already changes nothing', async () => {
    const { actor } = start({ found: 0 });
    await settle();
    actor.send({ type: 'access.refused' });
    expect(actor.getSnapshot().value).toBe('locked');
  });

  it('stays locked without a valid login; the right password opens it for the whole window', async () => {
    const { actor, passwords } = start({ found: 0, granted: 600 });
    await settle();
    expect(actor.getSnapshot().value).toBe('locked');
    actor.send({ type: 'access.submit', password: 'Bottega!2026' });
    expect(actor.getSnapshot().value).toBe('unlocking');
    await settle();
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context).toMatchObject({ remainingSeconds: 600, wasOpen: true, failure: null });
    expect(passwords).toEqual(['evaluators:Bottega!2026']);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(actor.getSnapshot().value).toBe('expired');
    actor.send({ type: 'access.submit', password: 'Bottega!2026' });
    await settle();
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('a wrong password stays locked; after the window it stays expired', async () => {
    const { actor } = start({ found: 0, refuse: { _tag: 'Invalid', fields: { password: ['The password is incorrect.'] } } });
    await settle();
    actor.send({ type: 'access.submit', password: 'nope' });
    await settle();
    expect(actor.getSnapshot().value).toBe('locked');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'wrongPassword' });
  });

  it("shows the sign-in throttle's answer with its waiting time", () => {
    expect(failureOf({ _tag: 'TooManyRequests', retryAfterSeconds: 839.2 })).toEqual({ kind: 'throttled', retryAfterSeconds: 840 });
    expect(failureOf({ _tag: 'TooManyRequests', retryAfterSeconds: undefined })).toEqual({ kind: 'throttled', retryAfterSeconds: null });
    expect(failureOf({ _tag: 'Invalid', fields: {} })).toEqual({ kind: 'wrongPassword' });
    expect(failureOf({ _tag: 'Network' })).toEqual({ kind: 'error', tag: 'Network' });
  });
});
