import { contractDocument } from '../contract/contract.ts';
import { type JsonObject } from '../contract/document.ts';
import type { MockRuntime, TypedHttp } from '../runtime.ts';
import { SCENARIO_TRAITS } from '../scenarios.ts';
import { conform } from '../store.ts';
import { password as passwordRule } from '../../src/domain/validation/password.ts';
import messagesEn from '../../locales/en/messages.json';
import { mintTokens, redeemRefreshToken, roleOfAccessToken, type MockRole } from '../tokens.ts';
import { MOCK_PASSWORD, MOCK_USERS, permissionsOf, roleOfEmail } from '../users.ts';

// The session's own calls, written by hand because their behaviour is the point: the two OAuth grants (refresh
// tokens rotate), the tenant of the scenario, the signed-in user and their permissions, settings and preferences
// (upserts by key, visible on the next read).

const schemas = contractDocument.components.schemas as JsonObject;
const INCORRECT = { error: 'invalid_grant', error_description: 'The user credentials were incorrect.', message: 'The credentials were incorrect.' };

type KeyedRecord = { key: string; value: unknown };

const keyed = (runtime: MockRuntime, name: 'settings' | 'preferences'): KeyedRecord[] => {
  const existing = runtime.state.values.get(name) as KeyedRecord[] | undefined;
  if (existing !== undefined) return existing;
  const fresh: KeyedRecord[] = [];
  runtime.state.values.set(name, fresh);
  return fresh;
};

const upsert = (records: KeyedRecord[], key: string, value: unknown): { record: KeyedRecord; created: boolean } => {
  const found = records.find((r) => r.key === key);
  if (found !== undefined) {
    found.value = value;
    return { record: found, created: false };
  }
  const record = { key, value };
  records.push(record);
  return { record, created: true };
};

const userOf = (runtime: MockRuntime, authorization: string | null) => {
  const role = roleOfAccessToken(runtime.state, authorization) ?? 'operator';
  const user = MOCK_USERS[role];
  return conform(schemas.User ?? {}, {
    id: user.id,
    name: user.name,
    email: `${role}@acme.test`,
    avatar_url: null,
    role: { id: user.id, name: role, label: user.roleLabel },
    status: 'active',
    websites: [{ slug: 'acme', avatar_url: null }],
    relationships: [],
    companies: [],
  }, user.id);
};

/** The demo password, until the person changes theirs (POST /users/me/password); the sign-in reads it from here. */
const passwordOf = (runtime: MockRuntime, role: MockRole): string => {
  const changed = runtime.state.values.get('passwords') as Map<MockRole, string> | undefined;
  return changed?.get(role) ?? MOCK_PASSWORD;
};

const setPassword = (runtime: MockRuntime, role: MockRole, password: string): void => {
  const changed = (runtime.state.values.get('passwords') as Map<MockRole, string> | undefined) ?? new Map<MockRole, string>();
  changed.set(role, password);
  runtime.state.values.set('passwords', changed);
};

// The reference server's English words for a refused own-password change (its catalogue, locales/en/messages.json).
const PASSWORD_WORDS = {
  invalid: messagesEn.failure.invalid,
  rule: messagesEn.auth.passwordRule,
  currentWrong: messagesEn.auth.currentPasswordWrong,
  confirmed: messagesEn.validation.confirmed.replace('{{field}}', 'password'),
  changed: messagesEn.auth.passwordChanged,
};

type MyPasswordBody = { current_password?: unknown; password?: unknown; password_confirmation?: unknown };

/**
 * POST /users/me/password as the server answers it: a weak new password first (its contract check), then a wrong
 * current password, then a confirmation that differs, each a 422 on its field; else the password changes.
 */
const myPasswordErrors = (body: MyPasswordBody, current: string): Record<string, string[]> | null => {
  if (typeof body.password !== 'string' || passwordRule(body.password) !== null) return { password: [PASSWORD_WORDS.rule] };
  if (body.current_password !== current) return { current_password: [PASSWORD_WORDS.currentWrong] };
  if (body.password_confirmation !== body.password) return { password: [PASSWORD_WORDS.confirmed] };
  return null;
};

const pageMeta = (total: number) => ({ current_page: 1, last_page: 1, per_page: Math.max(total, 1), total });

export const sessionHandlers = (runtime: MockRuntime, api: TypedHttp) => [
  api.post('/oauth/token', async ({ request, response }) => {
    const body = (await request.json()) as { grant_type?: string; username?: string; password?: string; refresh_token?: string };
    if (body.grant_type === 'password') {
      const role = roleOfEmail(body.username ?? '');
      if (role === undefined || body.password !== passwordOf(runtime, role)) return response(400).json(INCORRECT);
      return response(200).json(mintTokens(role));
    }
    const role = redeemRefreshToken(runtime.state, body.refresh_token ?? '');
    if (role === undefined) return response(400).json({ ...INCORRECT, error_description: 'The refresh token is invalid.' });
    return response(200).json(mintTokens(role));
  }),

  api.post('/oauth/revoke', ({ response }) => response(204).empty()),

  api.get('/tenants/current', ({ response }) =>
    response(200).json({ data: { slug: 'acme', name: SCENARIO_TRAITS[runtime.state.scenario].tenantName, avatar_url: null, favicon_url: null } }),
  ),

  api.get('/users/me', ({ request, response }) => response(200).json({ data: userOf(runtime, request.headers.get('authorization')) } as never)),

  api.get('/users/me/permissions', ({ request, response }) =>
    response(200).json({ data: permissionsOf(roleOfAccessToken(runtime.state, request.headers.get('authorization')) ?? 'operator') }),
  ),

  api.get('/settings', ({ response }) => {
    const rows = keyed(runtime, 'settings');
    return response(200).json({ data: rows, meta: pageMeta(rows.length) } as never);
  }),
  api.post('/settings', async ({ request, response }) => {
    const body = (await request.json()) as KeyedRecord;
    const { record, created } = upsert(keyed(runtime, 'settings'), body.key, body.value ?? null);
    return response(created ? 201 : 200).json({ data: record } as never);
  }),
  api.get('/settings/{key}', ({ params, response }) => {
    const found = keyed(runtime, 'settings').find((r) => r.key === params.key);
    return found === undefined ? response(404).json({ message: 'No query results.' }) : response(200).json({ data: found } as never);
  }),
  api.delete('/settings/{key}', ({ params, response }) => {
    const rows = keyed(runtime, 'settings');
    const index = rows.findIndex((r) => r.key === params.key);
    if (index >= 0) rows.splice(index, 1);
    return response(204).empty();
  }),

  api.post('/users/me/password', async ({ request, response }) => {
    const role = roleOfAccessToken(runtime.state, request.headers.get('authorization')) ?? 'operator';
    const body = (await request.json()) as MyPasswordBody;
    const errors = myPasswordErrors(body, passwordOf(runtime, role));
    if (errors !== null) return response(422).json({ message: PASSWORD_WORDS.invalid, errors });
    setPassword(runtime, role, String(body.password));
    return response(200).json({ data: { message: PASSWORD_WORDS.changed } });
  }),

  api.get('/users/me/preferences', ({ query, response }) => {
    const key = query.get('key');
    const rows = keyed(runtime, 'preferences').filter((r) => key === null || r.key === key);
    return response(200).json({ data: rows, meta: pageMeta(rows.length) } as never);
  }),
  api.post('/users/me/preferences', async ({ request, response }) => {
    const body = (await request.json()) as KeyedRecord;
    const { record, created } = upsert(keyed(runtime, 'preferences'), body.key, body.value ?? null);
    return response(created ? 201 : 200).json({ data: record } as never);
  }),
  api.get('/users/me/preferences/{key}', ({ params, response }) => {
    const found = keyed(runtime, 'preferences').find((r) => r.key === params.key);
    return found === undefined ? response(404).json({ message: 'No query results.' }) : response(200).json({ data: found } as never);
  }),
  api.delete('/users/me/preferences/{key}', ({ params, response }) => {
    const rows = keyed(runtime, 'preferences');
    const index = rows.findIndex((r) => r.key === params.key);
    if (index >= 0) rows.splice(index, 1);
    return response(204).empty();
  }),
];
