import { Effect, Exit } from 'effect';
import { describe, expect, it } from 'vitest';
import { companyIdentityUpdate, preferencesSave, settingsSave, setupReopen } from '../../../src/machines/records/settings.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

// The settings screens' logic against a fake client: which calls a save makes, in which order, and what it answers.

describe('tenant settings save', () => {
  it('sets each setting in the order given and answers them in that order', async () => {
    const { client, calls } = fakeApiClient((call) => ({ status: 200, body: call.body }));
    const saved = await Effect.runPromise(
      settingsSave.submit(client, [
        { key: 'mail.from_name', value: 'Rossi 4711' },
        { key: 'mail.from_address', value: null },
      ]),
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /settings', 'POST /settings']);
    expect(calls.map((call) => call.body)).toEqual([
      { key: 'mail.from_name', value: 'Rossi 4711' },
      { key: 'mail.from_address', value: null },
    ]);
    expect(saved).toEqual([
      { key: 'mail.from_name', value: 'Rossi 4711' },
      { key: 'mail.from_address', value: null },
    ]);
  });

  it('fails as a whole when one setting is refused, asking nothing after it', async () => {
    const { client, calls } = fakeApiClient((call) => ((call.body as { key: string }).key === 'timezone' ? { status: 422, body: { message: 'Invalid.', errors: { value: ['bad'] } } } : { status: 200, body: call.body }));
    const exit = await Effect.runPromiseExit(
      settingsSave.submit(client, [
        { key: 'timezone', value: 'Mars/Olympus' },
        { key: 'language', value: 'en' },
      ]),
    );
    expect(Exit.isFailure(exit)).toBe(true);
    expect(calls).toHaveLength(1);
  });
});

describe('preferences save', () => {
  it('posts one call per changed preference and answers what it saved', async () => {
    const { client, calls } = fakeApiClient((call) => ({ status: 200, body: call.body }));
    const saved = await Effect.runPromise(preferencesSave.submit(client, { language: 'en' }));
    expect(saved).toEqual({ language: 'en' });
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([['POST', '/users/me/preferences', { key: 'language', value: 'en' }]]);
  });
});

describe('setup reopen', () => {
  it('undoes the checklist\'s last step', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { steps: [] } }));
    await Effect.runPromise(setupReopen.execute(client, 'reopen'));
    expect(calls[0]?.path).toBe('/setup/steps/{step}');
    expect(calls[0]?.params).toMatchObject({ path: { step: 'finished' } });
    expect(calls[0]?.body).toEqual({ done: false });
  });
});

describe('company details save', () => {
  it('makes no call and answers null when the form holds what was loaded (null); a change is one PUT', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { name: 'Acme' } }));
    expect(await Effect.runPromise(companyIdentityUpdate.submit(client, null))).toBeNull();
    expect(calls).toHaveLength(0);
    await Effect.runPromise(companyIdentityUpdate.submit(client, { name: 'Acme srl' } as never));
    expect(calls.map((call) => call.method)).toEqual(['PUT']);
  });
});
