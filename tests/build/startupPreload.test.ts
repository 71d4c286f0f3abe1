import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { splitStartupPlan, STARTUP_CALLS, startupPreloadPlan, startupPreloadScript, withStartupPreload, type StartupPreloadPlan } from '../../build/startupPreloadPlugin.ts';
import { EARLY_CALLS_GLOBAL } from '../../src/api/startupPrefetch.ts';
import viteConfig from '../../vite.config.ts';

// The build's start-up preload (issue 20: dashboard start-up): which files a first visit asks for before the entry
// script has run, and that the build really emits it.

const ROOT = '/project';
const chunk = (fileName: string, facade: string | null, imports: readonly string[] = [], isEntry = false, modules: readonly string[] = []) => ({
  fileName,
  facadeModuleId: facade === null ? null : path.posix.join(ROOT, facade),
  imports: [...imports],
  isEntry,
  moduleIds: modules.map((module) => path.posix.join(ROOT, module)),
});

const BUNDLE = [
  chunk('assets/index-AAAAAAAA.js', 'src/main.tsx', ['assets/jsx-BBBBBBBB.js'], true),
  chunk('assets/jsx-BBBBBBBB.js', null),
  chunk('assets/AuthenticatedLayout-CCCCCCCC.js', 'src/ui/app/layouts/AuthenticatedLayout.tsx', ['assets/routes-DDDDDDDD.js', 'assets/jsx-BBBBBBBB.js']),
  chunk('assets/routes-DDDDDDDD.js', null, ['assets/Button-EEEEEEEE.js']),
  chunk('assets/Button-EEEEEEEE.js', null),
  chunk('assets/Toaster-FFFFFFFF.js', 'src/ui/components/Toaster.tsx'),
  // The `later` chunk group: the bell and the top bar's menus, which the shell loads lazily.
  chunk('assets/later-GGGGGGGG.js', null, ['assets/Button-EEEEEEEE.js'], false, ['src/ui/notifications/NotificationBell.tsx', 'src/ui/components/Menu.tsx']),
  // A chunk group (build/signedInChunksPlugin.ts): no facade, the modules found inside it.
  chunk('assets/DashboardRoute-HHHHHHHH.js', null, ['assets/DataList-IIIIIIII.js', 'assets/Button-EEEEEEEE.js'], false, ['src/ui/dashboard/DashboardRoute.tsx', 'src/ui/dashboard/dashboardPrefetch.ts']),
  chunk('assets/DataList-IIIIIIII.js', null),
  chunk('assets/LoginRoute-JJJJJJJJ.js', 'src/ui/auth/LoginRoute.tsx'),
  ...['it', 'en'].flatMap((language) =>
    ['common', 'validation', 'errors', 'ui', 'app', 'notifications', 'dashboard', 'vacations', 'auth'].map((namespace) =>
      chunk(`assets/${namespace}-${language.toUpperCase()}000000.js`, `locales/${language}/${namespace}.json`),
    ),
  ),
];

const SHELL = ['/assets/AuthenticatedLayout-CCCCCCCC.js', '/assets/routes-DDDDDDDD.js', '/assets/Button-EEEEEEEE.js'];
const LATER = ['/assets/Toaster-FFFFFFFF.js', '/assets/later-GGGGGGGG.js'];
const HOME = ['/assets/DashboardRoute-HHHHHHHH.js', '/assets/DataList-IIIIIIII.js'];
const locales = (language: string, namespaces: readonly string[]) => namespaces.map((namespace) => `/assets/${namespace}-${language.toUpperCase()}000000.js`);
const EVERYONE = ['common', 'validation', 'errors', 'ui', 'app'];

type Page = { storage?: Record<string, string>; pathname?: string; now?: number; taken?: boolean };

/** Runs a generated script against a fake page; answers the modulepreload hrefs and the scripts it adds. */
const run = (plan: StartupPreloadPlan, { storage = {}, pathname = '/dashboard', now = 1_000, taken = false }: Page) => {
  const added: { tag: string; rel?: string; href?: string; src?: string; crossOrigin?: string; async?: boolean }[] = [];
  const window: Record<string, unknown> = { localStorage: { getItem: (key: string) => storage[key] ?? null }, ...(taken ? { [EARLY_CALLS_GLOBAL]: false } : {}) };
  const calls: { url: string; authorization: string | undefined; order: number }[] = [];
  runInNewContext(startupPreloadScript(plan), {
    window,
    fetch: (url: string, init: { headers?: { Authorization?: string } }) => {
      calls.push({ url, authorization: init.headers?.Authorization, order: added.length });
      return Promise.resolve(new Response('{}'));
    },
    location: { pathname },
    Date: { now: () => now },
    document: { createElement: (tag: string) => ({ tag }), head: { appendChild: (element: (typeof added)[number]) => added.push(element) } },
  });
  const links = added.filter((element) => element.tag === 'link');
  expect(links.every((element) => element.rel === 'modulepreload' && element.crossOrigin === '')).toBe(true);
  return { hrefs: links.map((element) => element.href), scripts: added.filter((element) => element.tag === 'script').map((element) => element.src), calls, window };
};

/** The page's script, then the signed-in one when the first added it: every href preloaded, in order. */
const preloadsOf = (plan: StartupPreloadPlan, page: Page) => {
  const { first, second } = splitStartupPlan(plan, '/assets/startup-signed-in-LLLLLLLL.js');
  const shown = run(first, page);
  if (shown.scripts.length === 0) return shown.hrefs;
  expect(shown.scripts).toEqual(['/assets/startup-signed-in-LLLLLLLL.js']);
  const more = run(second, page);
  expect(more.scripts).toEqual([]);
  return [...shown.hrefs, ...more.hrefs];
};

const SIGNED_IN = { 'bottega.access_token': 'access', 'bottega.refresh_token': 'refresh', 'bottega.expires_at': '2000' };

describe('startup preload plan', () => {
  const plan = startupPreloadPlan(BUNDLE, ROOT);

  it('lists the signed-in shell and the dashboard with their static imports, without what the entry already has', () => {
    expect(plan.scripts.signedIn).toEqual(SHELL);
    expect(plan.scripts.home).toEqual(HOME);
    expect(plan.scripts.later).toEqual(LATER);
    expect(plan.locales['en']?.['dashboard']).toBe('/assets/dashboard-EN000000.js');
  });

  it('fails the build when a start-up module no longer has a chunk of its own', () => {
    expect(() => startupPreloadPlan(BUNDLE.filter((file) => !file.fileName.startsWith('assets/DashboardRoute')), ROOT)).toThrow(/DashboardRoute/);
  });

  it('with a stored session on the dashboard: their texts, the shell, the dashboard, then the toasts and the bell', () => {
    expect(preloadsOf(plan, { storage: SIGNED_IN })).toEqual([...locales('it', EVERYONE), ...locales('it', ['notifications', 'dashboard', 'vacations']), ...SHELL, ...HOME, ...LATER]);
  });

  it('with a stored session, the page\'s first script sends the session calls before anything else and leaves their answers for the entry', () => {
    // Not the signed-in script: loaded after the first, it queued behind the entry's own files (issue 36 point 4).
    const { first, second } = splitStartupPlan(plan, '/assets/startup-signed-in-LLLLLLLL.js');
    const { calls, window } = run(first, { storage: SIGNED_IN });
    expect(calls).toEqual([
      ...STARTUP_CALLS.public.map((url) => ({ url, authorization: undefined, order: 0 })),
      ...STARTUP_CALLS.authorized.map((url) => ({ url, authorization: 'Bearer access', order: 0 })),
    ]);
    const early = window[EARLY_CALLS_GLOBAL] as { token: string; answers: Record<string, unknown> };
    expect(early.token).toBe('access');
    expect(Object.keys(early.answers)).toEqual([...STARTUP_CALLS.public, ...STARTUP_CALLS.authorized]);
    // A guest sends nothing; nor does a script that runs after the entry has sent them (the place is marked taken).
    expect(run(first, { storage: {} }).calls).toEqual([]);
    expect(run(first, { storage: SIGNED_IN, taken: true }).calls).toEqual([]);
    expect(run(second, { storage: SIGNED_IN }).calls).toEqual([]);
  });

  it('with a stored session elsewhere: the shell without the dashboard', () => {
    expect(preloadsOf(plan, { storage: SIGNED_IN, pathname: '/tasks' })).toEqual([...locales('it', EVERYONE), ...locales('it', ['notifications']), ...SHELL, ...LATER]);
  });

  it('a guest (or an expired session) gets the start-up texts only, from the first script (which holds no other file)', () => {
    const { first } = splitStartupPlan(plan, '/assets/startup-signed-in-LLLLLLLL.js');
    expect(first.scripts).toEqual({ signedIn: [], home: [], later: [] });
    expect(Object.values(first.locales).flatMap((files) => Object.keys(files)).sort()).toEqual([...EVERYONE, ...EVERYONE].sort());
    expect(preloadsOf(plan, { storage: {} })).toEqual(locales('it', EVERYONE));
    expect(preloadsOf(plan, { storage: SIGNED_IN, now: 2_000 })).toEqual(locales('it', EVERYONE));
  });

  it('in the remembered language, with the fallback language beside it', () => {
    expect(preloadsOf(plan, { storage: { 'bottega.language': 'en' } })).toEqual([...locales('en', EVERYONE), ...locales('it', EVERYONE)]);
    expect(preloadsOf(plan, { storage: { 'bottega.language': 'xx' } })).toEqual(locales('it', EVERYONE));
  });

  it('adds nothing when storage is refused', () => {
    const added: unknown[] = [];
    runInNewContext(startupPreloadScript(splitStartupPlan(plan, '/assets/next.js').first), {
      window: {
        get localStorage(): never {
          throw new Error('SecurityError');
        },
      },
      location: { pathname: '/' },
      Date,
      document: { createElement: () => ({}), head: { appendChild: (element: unknown) => added.push(element) } },
    });
    expect(added).toEqual([]);
  });
});

describe('index.html', () => {
  const html = '<head>\n    <script src="/theme.js"></script>\n    <title>Bottega</title>\n    <script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>\n  </head>';

  it('runs the script in place of the theme script, before the entry (parser-blocking; the CSP allows no inline script)', () => {
    const out = withStartupPreload(html, '/assets/startup-KKKKKKKK.js');
    expect(out).not.toContain('/theme.js');
    expect(out.indexOf('<script src="/assets/startup-KKKKKKKK.js"></script>')).toBeGreaterThan(-1);
    expect(out.indexOf('/assets/startup-KKKKKKKK.js')).toBeLessThan(out.indexOf('/assets/index-AAAAAAAA.js'));
  });

  it('is part of the production build', () => {
    const names = (viteConfig.plugins ?? []).flat().map((plugin) => (plugin !== null && typeof plugin === 'object' && 'name' in plugin ? plugin.name : undefined));
    expect(names).toContain('bottega-startup-preload');
  });
});
