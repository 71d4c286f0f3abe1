import { describe, expect, it } from 'vitest';
import type { Operation } from '../../../server/src/contract/operation.ts';
import type { Language } from '../../../src/domain/constants/languages.ts';
import { invalidRequest } from '../contract/invalidRequest.ts';
import type { TestServer } from '../harness.ts';
import { sectionKeeper } from '../sectionLogin.ts';
import { useTestServer } from '../useServer.ts';
import { foreignWords } from './foreignWords.ts';

// Issue 31 point 2: nothing English leaks into Italian, nothing Italian into English. Every operation of the
// contract gets one request the contract refuses (contract/invalidRequest.ts) from an Italian user (preference `it`,
// browser asking for English), an English user (preference `en`, browser asking for Italian) and a guest with only
// `Accept-Language`; every `message` and field error must read in that reader's language, with no catalogue key
// left unrendered. On a public operation (sign-in, password reset, invitation) nobody is signed in yet: the browser's
// language is the reader's. PGlite only: the words do not depend on the engine.

/**
 * Operations whose refusals the domain modules' helper (branch wt/i18n-modules) converts: their handler messages
 * are still English on this branch. THE LEAD EMPTIES THIS LIST AT MERGE; an operation listed here that passes is
 * only reported, so the list can shrink without failing the run.
 */
const PENDING_CONVERSION: ReadonlySet<string> = new Set<string>([]);

function texts(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const out: string[] = [];
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  if (typeof message === 'string') out.push(message);
  if (typeof errors === 'object' && errors !== null) {
    for (const list of Object.values(errors)) if (Array.isArray(list)) for (const m of list) if (typeof m === 'string') out.push(m);
  }
  return out;
}

type Reader = {
  readonly name: string;
  readonly language: Language;
  readonly token: string | null;
  readonly acceptLanguage: string;
  /** The language `acceptLanguage` asks for: the reader's on public operations. */
  readonly browserLanguage: Language;
};

type Walk = { readonly problems: Map<string, string[]>; readonly probed: number };

async function walk(s: TestServer, reader: Reader): Promise<Walk> {
  const problems = new Map<string, string[]>();
  let probed = 0;
  const keepOpen = reader.token ? sectionKeeper(s, 'acme', reader.token) : null;
  for (const op of s.contract.routes.operations as readonly Operation[]) {
    const plan = invalidRequest(s.contract.doc, op);
    if (!plan) continue;
    if (keepOpen) await keepOpen(op);
    probed++;
    const language = op.permission.kind === 'public' ? reader.browserLanguage : reader.language;
    const res = await s.app.request(`http://acme.localhost/api${plan.path}`, {
      ...plan.init,
      headers: { ...plan.init.headers, 'accept-language': reader.acceptLanguage, ...(reader.token ? { authorization: `Bearer ${reader.token}` } : {}) },
    });
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      // Not a JSON answer (a PDF, a stream): no words of ours to check.
      continue;
    }
    const wrong = texts(body)
      .map((t) => foreignWords(t, language))
      .filter((p): p is string => p !== null);
    if (wrong.length > 0) problems.set(op.operationId, [`${reader.name}, ${res.status} (${plan.breaks}): ${wrong.join('; ')}`]);
  }
  return { problems, probed };
}

const setLanguage = async (s: TestServer, token: string, language: Language): Promise<void> => {
  const r = await s.request('acme', 'POST', '/users/me/preferences', { token, body: { key: 'language', value: language } });
  if (r.status !== 200 && r.status !== 201) throw new Error(`language preference not saved: ${r.status} ${r.text}`);
};

describe('the language of every refusal of the contract', () => {
  const server = useTestServer();

  const check = ({ problems: found, probed }: Walk): void => {
    // Every operation but the few with nothing to break (no body, no query, no numeric id) is probed.
    expect(probed).toBeGreaterThan(server().contract.routes.operations.length * 0.8);
    const unexpected = [...found].filter(([op]) => !PENDING_CONVERSION.has(op)).map(([op, list]) => `${op}: ${list.join(' | ')}`);
    const converted = [...PENDING_CONVERSION].filter((op) => !found.has(op));
    if (converted.length > 0) console.log(`pending-conversion operations that now pass (remove them from the list): ${converted.join(', ')}`);
    expect(unexpected).toEqual([]);
  };

  it('speaks Italian to a user whose preference is Italian, whatever the browser asks for', async () => {
    const s = server();
    const token = await s.token('acme', 'admin@acme.test');
    await setLanguage(s, token, 'it');
    check(await walk(s, { name: 'it user', language: 'it', token, acceptLanguage: 'en', browserLanguage: 'en' }));
  }, 240_000);

  it('speaks English to a user whose preference is English, whatever the browser asks for', async () => {
    const s = server();
    const token = await s.token('acme', 'admin@acme.test');
    await setLanguage(s, token, 'en');
    check(await walk(s, { name: 'en user', language: 'en', token, acceptLanguage: 'it-IT,it;q=0.9', browserLanguage: 'it' }));
  }, 240_000);

  it("speaks a guest's Accept-Language", async () => {
    const s = server();
    check(await walk(s, { name: 'it guest', language: 'it', token: null, acceptLanguage: 'it', browserLanguage: 'it' }));
    check(await walk(s, { name: 'en guest', language: 'en', token: null, acceptLanguage: 'en-GB,en;q=0.8', browserLanguage: 'en' }));
  }, 240_000);
});
