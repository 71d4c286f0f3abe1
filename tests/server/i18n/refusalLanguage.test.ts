import { beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '../../../server/src/contract/operation.ts';
import { message as catalogueMessage } from '../../../server/src/i18n/message.ts';
import { hasMessage, renderMessage } from '../../../server/src/i18n/render.ts';
import type { Language } from '../../../src/domain/constants/languages.ts';
import { createActor, type Actor } from '../contract/actor.ts';
import { createIdFinder } from '../contract/ids.ts';
import { implementedOperations } from '../contract/implemented.ts';
import { enableNewsletter, explicitFinders } from '../contract/probes.ts';
import { refusalPlans, type RefusalPlan } from '../contract/refusals.ts';
import { planRequest, send as sendPlan } from '../contract/requests.ts';
import type { Reply, TestServer } from '../harness.ts';
import { sectionKeeper } from '../sectionLogin.ts';
import { useTestServer } from '../useServer.ts';
import { codeName, foreignWords, rawNumber } from './foreignWords.ts';

// Every refusal of every operation, in the reader's language: for an Italian and an English user (their
// `language` preference, and the `Accept-Language` the app sends with it, src/api/languageMiddleware.ts), each
// operation is called with an id that names nothing (404), an empty body, one member of the wrong type, one string
// too long, one choice outside its enum, one query value of the wrong kind (422, contract/refusals.ts); as an
// operator (403 where the operator lacks the key) and as a guest (401); last, the request the contract accepts, with
// real ids, so the handlers' own refusals (409 conflicts, 422 rules of the domain) are read too. Every `message` and field error must read
// in the reader's language, name fields by their labels (never `due_date`), write numbers grouped, and every field error's key must have
// a label in the catalogue. contractLanguage.test.ts checks one refusal per operation with a browser asking for
// the other language; this walk checks them all.

type Row = { readonly op: string; readonly kind: string; readonly status: number; readonly problem: string };

function texts(body: unknown): { message: string[]; fields: string[] } {
  const message: string[] = [];
  const fields: string[] = [];
  if (typeof body !== 'object' || body === null) return { message, fields };
  const { message: m, errors } = body as { message?: unknown; errors?: unknown };
  if (typeof m === 'string') message.push(m);
  if (typeof errors === 'object' && errors !== null) {
    for (const [field, list] of Object.entries(errors)) {
      fields.push(field);
      if (Array.isArray(list)) for (const t of list) if (typeof t === 'string') message.push(t);
    }
  }
  return { message, fields };
}

/** What is wrong with an answer for a reader of `language`. */
function problemsOf(reply: Reply, language: Language): string[] {
  if (reply.status >= 500) return [`${reply.status}: ${reply.text.slice(0, 200)}`];
  const { message, fields } = texts(reply.body);
  const out: string[] = [];
  for (const t of message) {
    const wrong = foreignWords(t, language) ?? codeName(t) ?? rawNumber(t);
    if (wrong) out.push(wrong);
  }
  // A 404 names its record ("Attività non trovata.", http/recordNotFound.ts), never just "Non trovato.".
  if (reply.status === 404 && message.includes(renderMessage(catalogueMessage('failure.notFound'), language))) out.push('a 404 that names no record');
  for (const field of fields) {
    const last = field.split('.').filter((p) => !/^\d+$/.test(p)).pop() ?? field;
    if (!hasMessage(`fields.${last}`, language)) out.push(`field "${field}" has no label fields.${last}`);
  }
  return out;
}

const SIGNS_OUT: ReadonlySet<string> = new Set(['revokeToken', 'revokeUserSessions']);

const setLanguage = async (s: TestServer, token: string, language: Language): Promise<void> => {
  const r = await s.request('acme', 'POST', '/users/me/preferences', { token, body: { key: 'language', value: language } });
  if (r.status !== 200 && r.status !== 201) throw new Error(`language preference not saved: ${r.status} ${r.text}`);
};

describe('every refusal of every operation, in the reader language', () => {
  const server = useTestServer();
  let ops: Operation[] = [];
  let plans = new Map<string, RefusalPlan[]>();
  let adminToken = '';
  let operatorToken = '';
  let admin: Actor;

  beforeAll(async () => {
    const s = server();
    ops = implementedOperations(s.contract);
    adminToken = await s.token('acme', 'admin@acme.test');
    operatorToken = await s.token('acme', 'operator@acme.test');
    // Past the newsletter's "credentials not set", so its own refusals are read too.
    await enableNewsletter(s, 'acme', adminToken);
    admin = await createActor(s, 'acme', adminToken, ops);
    plans = new Map(ops.map((op) => [op.operationId, refusalPlans(s.contract.doc, op, admin.refs(op.path))]));
  }, 300_000);

  const send = (s: TestServer, plan: RefusalPlan, language: Language, token: string | null): Promise<Reply> =>
    s.request('acme', plan.method, plan.path, {
      ...(plan.body === undefined ? {} : { rawBody: plan.body }),
      headers: { ...plan.headers, 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  /** Walks every plan as `token` (null: a guest); answers the cases checked and what was wrong. */
  async function walk(language: Language, token: string | null, pick: (op: Operation) => boolean, onlyStatus?: number): Promise<{ checked: number; rows: Row[] }> {
    const s = server();
    const keepOpen = token ? sectionKeeper(s, 'acme', token, { bestEffort: true }) : null;
    const rows: Row[] = [];
    let checked = 0;
    for (const op of ops.filter(pick)) {
      const own = plans.get(op.operationId) ?? [];
      // A guest or an operator is refused before the body is read: one request says it.
      const list = onlyStatus === undefined ? own : own.slice(0, 1).concat(own.length === 0 ? [{ kind: 'notFound', breaks: 'call', method: op.method.toUpperCase(), path: op.path.replace(/\{[^}]+\}/g, '1'), headers: {} }] : []);
      for (const plan of list) {
        if (keepOpen) await keepOpen(op);
        const reply = await send(s, plan, language, token);
        if (onlyStatus !== undefined && reply.status !== onlyStatus) continue;
        checked++;
        for (const problem of problemsOf(reply, language)) rows.push({ op: op.operationId, kind: `${plan.kind} (${plan.breaks})`, status: reply.status, problem });
      }
    }
    return { checked, rows };
  }

  const report = (name: string, { checked, rows }: { checked: number; rows: Row[] }): string[] => {
    console.log(`${name}: ${checked} refusals checked, ${rows.length} problems`);
    return rows.map((r) => `${r.op} ${r.kind} → ${r.status}: ${r.problem}`);
  };

  it.each(['it', 'en'] as const)('%s user: 404, 422 (empty, wrong type, too long, not a choice, bad query) of every operation', async (language) => {
    await setLanguage(server(), adminToken, language);
    const result = await walk(language, adminToken, () => true);
    expect(result.checked).toBeGreaterThan(ops.length);
    expect(report(`${language} user`, result)).toEqual([]);
  }, 600_000);

  it.each(['it', 'en'] as const)('%s operator: 403 where the key is missing', async (language) => {
    await setLanguage(server(), operatorToken, language);
    const result = await walk(language, operatorToken, (op) => op.permission.kind === 'key', 403);
    expect(result.checked).toBeGreaterThan(20);
    expect(report(`${language} operator`, result)).toEqual([]);
  }, 600_000);

  it.each(['it', 'en'] as const)('%s guest: 401 everywhere but the public operations, whose own refusals read right', async (language) => {
    const refused = await walk(language, null, (op) => op.permission.kind !== 'public', 401);
    expect(refused.checked).toBe(ops.filter((op) => op.permission.kind !== 'public').length);
    const publicOps = await walk(language, null, (op) => op.permission.kind === 'public');
    expect([...report(`${language} guest 401`, refused), ...report(`${language} guest, public`, publicOps)]).toEqual([]);
  }, 600_000);

  // Last: these requests write (and delete) for real.
  it.each(['it', 'en'] as const)("%s user: the domain's own refusals (409, 422) of accepted requests on real records", async (language) => {
    const s = server();
    await setLanguage(s, adminToken, language);
    const finder = createIdFinder(s.contract.doc, ops, admin, { salt: `d${language}`, explicit: explicitFinders(s) });
    const rows: Row[] = [];
    let refused = 0;
    // Signing out would end the walk's own session.
    for (const [index, op] of ops.filter((o) => !SIGNS_OUT.has(o.operationId)).entries()) {
      const found = await finder.find(op);
      if (!found.ok) continue;
      const plan = planRequest(s.contract.doc, op, found.bindings, { idFor: admin.refs(op.path), salt: `d${language}${index}` });
      const reply = await sendPlan(s, 'acme', { ...plan, headers: { ...plan.headers, 'accept-language': language } }, adminToken);
      // The walk's own preferences are among the records it writes: the reader keeps their language.
      if (op.path.startsWith('/users/me')) await setLanguage(s, adminToken, language);
      if (reply.status < 400) continue;
      refused++;
      for (const problem of problemsOf(reply, language)) rows.push({ op: op.operationId, kind: 'accepted request', status: reply.status, problem });
    }
    expect(report(`${language} user, domain refusals (${refused})`, { checked: refused, rows })).toEqual([]);
  }, 600_000);
});
