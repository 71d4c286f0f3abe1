import { runInNewContext } from 'node:vm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { splitStartupPlan, STARTUP_CALLS, startupPreloadScript, type StartupPreloadPlan } from '../../build/startupPreloadPlugin.ts';
import { BARE_PLAN } from './startupPlanFixture.ts';
import { EARLY_CALLS_GLOBAL } from '../../src/api/startupPrefetch.ts';
import { createTokenStore } from '../../src/api/tokenStore.ts';
import { prefetchClient, sendPanelRead } from '../../src/machines/records/dashboardReads.ts';
import type { CurrentUser } from '../../src/machines/session/session.types.ts';
import { panelReads } from '../../src/ui/dashboard/dashboardPrefetch.ts';

// The dashboard panels' reads sent by the page's second head script (issue 36 point 4, build/panelReadsPlan.ts): for
// the same session and the same instant, exactly the URLs the app's own panel reads ask for (src/ui/dashboard/
// dashboardPrefetch.ts, dashboardReads.ts), so the app adopts every one of them and none is wasted or refused.

const [SETTINGS, ME, PERMISSIONS] = STARTUP_CALLS.authorized;
const SIGNED_IN = { 'bottega.access_token': 'access', 'bottega.refresh_token': 'refresh', 'bottega.expires_at': String(Number.MAX_SAFE_INTEGER) };
/** The page's storage: a stored session. */
const STORAGE = { getItem: (key: string) => (SIGNED_IN as Record<string, string>)[key] ?? null, setItem: () => undefined, removeItem: () => undefined } as unknown as Storage;
const ALL = ['events', 'events.viewAny', 'tasks', 'tasks.viewAny', 'vacations', 'vacations.viewAny', 'vacations.changeStatus', 'samples', 'samples.approve'];

type Session = {
  readonly role: string;
  readonly permissions: readonly string[];
  readonly team?: readonly number[];
  readonly settings?: readonly { key: string; value: unknown }[];
};

const secondScript = (): StartupPreloadPlan => splitStartupPlan(BARE_PLAN, '/assets/next.js').second;

const userOf = (session: Session) => ({ id: 7, name: 'Rossi 4711', role: { id: 2, name: session.role, label: session.role }, relationships: (session.team ?? []).map((id) => ({ id, name: `Member ${id}` })) });

/** The script run on a page whose first script left the session's answers (`json`); the URLs it fetched. */
const scriptReads = async (session: Session, now: number, page: { pathname?: string; claimed?: boolean; failed?: boolean; temporal?: boolean } = {}) => {
  const fetched: { url: string; authorization: string; language: string }[] = [];
  const json = page.failed
    ? { [ME]: Promise.resolve(null), [PERMISSIONS]: Promise.resolve({ data: session.permissions }), [SETTINGS]: Promise.resolve({ data: session.settings ?? [] }) }
    : { [ME]: Promise.resolve({ data: userOf(session) }), [PERMISSIONS]: Promise.resolve({ data: session.permissions }), [SETTINGS]: Promise.resolve({ data: session.settings ?? [] }) };
  const state: Record<string, unknown> = { token: 'access', answers: {}, json, ...(page.claimed ? { panels: Promise.resolve() } : {}) };
  const FixedDate = class extends Date {
    constructor(...args: [] | [number]) {
      if (args.length === 0) super(now);
      else super(...args);
    }
    static override now() {
      return now;
    }
  };
  runInNewContext(startupPreloadScript(secondScript()), {
    window: { localStorage: { getItem: (key: string) => (SIGNED_IN as Record<string, string>)[key] ?? null }, [EARLY_CALLS_GLOBAL]: state },
    fetch: (url: string, init: { headers: { Authorization: string; 'Accept-Language': string } }) => {
      fetched.push({ url, authorization: init.headers.Authorization, language: init.headers['Accept-Language'] });
      return Promise.resolve(new Response('{}'));
    },
    location: { pathname: page.pathname ?? '/dashboard' },
    Date: FixedDate,
    document: { createElement: (tag: string) => ({ tag }), head: { appendChild: () => undefined } },
    // A browser with Temporal: the script reads today through it (no ICU data loaded on the main thread).
    ...(page.temporal ? { Temporal } : {}),
  });
  await state['panels'];
  return { fetched, answers: Object.keys(state['answers'] as Record<string, unknown>) };
};

/** The URLs the app's own early panel reads ask for, for the same session and instant. */
const appReads = async (session: Session, now: number): Promise<string[]> => {
  const asked: string[] = [];
  const client = prefetchClient('http://acme.localhost/api', createTokenStore(STORAGE), (request) => {
    asked.push(`${new URL(request.url).pathname}${new URL(request.url).search}`);
    return Promise.resolve(new Response('{"data":[],"meta":{"current_page":1,"last_page":1,"per_page":10,"total":0}}', { headers: { 'content-type': 'application/json' } }));
  });
  const known = { user: userOf(session) as unknown as CurrentUser, permissions: session.permissions, settings: Object.fromEntries((session.settings ?? []).map((item) => [item.key, item.value])) };
  for (const read of panelReads(known, new Date(now))) sendPanelRead(client, read);
  await vi.waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(panelReads(known, new Date(now)).length));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return asked;
};

describe('the dashboard panels\' reads of the page\'s head script', () => {
  // The app's token store and panel prefetch read the page's storage.
  beforeAll(() => {
    vi.stubGlobal('localStorage', STORAGE);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  const NOON = Date.UTC(2026, 10, 28, 12);
  const cases: readonly [string, Session, number][] = [
    ['an administrator: every panel', { role: 'admin', permissions: ['events', 'tasks', 'vacations', 'samples'] }, NOON],
    ['an operator: the events and their tasks, no requests to decide, no samples', { role: 'operator', permissions: ['events', 'events.viewAny', 'tasks', 'tasks.viewAny', 'vacations', 'vacations.viewAny'] }, NOON],
    ['a team leader without vacations.changeStatus: the requests too', { role: 'operator', permissions: ['events', 'events.viewAny', 'tasks', 'tasks.viewAny', 'vacations', 'vacations.viewAny'], team: [9] }, NOON],
    ['modules the tenant switched off', { role: 'admin', permissions: ALL, settings: [{ key: 'modules.hidden', value: ['calendar', 'samples'] }] }, NOON],
    ['a module not enabled for the user', { role: 'supervisor', permissions: ALL.filter((key) => key !== 'tasks') }, NOON],
    ['today in the tenant\'s zone, a day ahead of UTC, across a year', { role: 'admin', permissions: ALL, settings: [{ key: 'timezone', value: 'Pacific/Kiritimati' }] }, Date.UTC(2026, 11, 31, 12)],
    ['a zone that does not exist: the browser\'s day', { role: 'admin', permissions: ALL, settings: [{ key: 'timezone', value: 'Nowhere/City' }] }, NOON],
  ];

  for (const [name, session, now] of cases) {
    it(`asks what the app asks: ${name}`, async () => {
      const { fetched, answers } = await scriptReads(session, now);
      expect((await scriptReads(session, now, { temporal: true })).fetched.map((read) => read.url).sort()).toEqual(fetched.map((read) => read.url).sort());
      const app = await appReads(session, now);
      expect(fetched.map((read) => read.url).sort()).toEqual([...app].sort());
      expect(answers.sort()).toEqual([...app].sort());
      expect(fetched.every((read) => read.authorization === 'Bearer access' && read.language === 'it')).toBe(true);
    });
  }

  it('reads the week in the tenant\'s zone: 28 November to 5 December', async () => {
    const { fetched } = await scriptReads({ role: 'admin', permissions: ALL }, NOON);
    expect(fetched.map((read) => read.url)).toContain('/api/calendars/fullcalendar-events?start=2026-11-28%2000%3A00%3A00&end=2026-12-05%2023%3A59%3A59&page_size=50');
  });

  it('sends nothing off the dashboard, when the entry has claimed them, or when a session answer failed', async () => {
    const admin: Session = { role: 'admin', permissions: ALL };
    expect((await scriptReads(admin, NOON, { pathname: '/tasks' })).fetched).toEqual([]);
    expect((await scriptReads(admin, NOON, { claimed: true })).fetched).toEqual([]);
    expect((await scriptReads(admin, NOON, { failed: true })).fetched).toEqual([]);
  });
});
