import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minifySync } from 'rolldown/utils';
import type { Plugin, Rolldown } from 'vite';
import { TOKEN_STORAGE_KEYS } from '../src/domain/constants/auth.ts';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES } from '../src/domain/constants/languages.ts';
import { DEFAULT_TIME_ZONE } from '../src/domain/constants/timeZone.ts';
import { STARTUP_NAMESPACES } from '../src/i18n/namespaces.ts';
import { DASHBOARD_NAMESPACES, SHELL_NAMESPACES } from '../src/ui/app/startNamespaces.ts';
import { panelReadsPlan, type PanelReadsPlan } from './panelReadsPlan.ts';

// The files the first screen needs, asked for while the entry script is still on its way (issue 20: dashboard
// start-up). Without this the signed-in shell, the dashboard and the locale files are requested by the entry once it
// has downloaded and run (~200 ms on a loaded machine), each chunk's own imports then following. A small classic
// script in the page's head (the Content Security Policy allows no inline script) reads what the entry will read
// (stored session, path, remembered language) and adds a `<link rel="modulepreload">` per file. A guest gets the
// start-up texts only (files the entry would ask for anyway); the signed-in list is a second script that only a
// stored session loads, so /login carries 0.7 KiB more, counted in its budget (scripts/bundle-size.mjs).

/** The storage key of the remembered language (src/ui/app/languageStore.ts). */
const LANGUAGE_KEY = 'bottega.language';

/** What the script needs to decide, computed at build time from the bundle. */
export type StartupPreloadPlan = {
  readonly keys: { readonly accessToken: string; readonly expiresAt: string; readonly refreshToken: string; readonly language: string };
  readonly languages: readonly string[];
  readonly defaultLanguage: string;
  readonly fallbackLanguage: string;
  /** Paths that open the dashboard (src/ui/app/startScreens.ts `opensDashboard`). */
  readonly homePaths: readonly string[];
  /** Locale files per language and namespace (URLs). */
  readonly locales: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Namespaces every visitor loads before the first render; those the signed-in shell adds; those the home adds. */
  readonly namespaces: { readonly everyone: readonly string[]; readonly signedIn: readonly string[]; readonly home: readonly string[] };
  /** Script URLs for a stored session (the shell), those the home screen adds, and those asked for last. */
  readonly scripts: { readonly signedIn: readonly string[]; readonly home: readonly string[]; readonly later: readonly string[] };
  /** A further script of this kind to run with a stored session (the signed-in part of the plan), if any. */
  readonly next?: string;
  /**
   * The session's start-up calls to send with a stored session (src/api/startupPrefetch.ts adopts their answers):
   * those without a token, and those with the stored access token.
   */
  readonly calls?: { readonly public: readonly string[]; readonly authorized: readonly string[] };
  /** The dashboard panels' reads, sent once the session's answers are in (build/panelReadsPlan.ts). */
  readonly panels?: PanelReadsPlan;
  /** A worker script that loads the browser's date-format data off the main thread (WARM_CODE), if any. */
  readonly warm?: string;
};

/** The start-up calls as src/api/startupPrefetch.ts sends them (path and query; a test holds the two in step). */
export const STARTUP_CALLS = {
  public: ['/api/tenants/current'],
  authorized: ['/api/settings?page_size=100', '/api/users/me', '/api/users/me/permissions', '/api/users/me/preferences?page_size=100'],
} as const;

/** Where the answers go (src/api/startupPrefetch.ts `EARLY_CALLS_GLOBAL`). */
const EARLY_CALLS_GLOBAL = '__bottegaStartupCalls';

// Sent before any preload link is added, so the calls are first in the browser's queue for the six connections;
// not sent when the entry has run first and sent them itself (it marks the place taken). Each answer's JSON is read
// from a copy taken the moment it arrives, before the entry reads the body: the second script decides the
// dashboard panels' reads from them (PANELS_CODE).
const CALLS_CODE = `
    if (signedIn && plan.calls && window.${EARLY_CALLS_GLOBAL} === undefined) {
      var token = storage.getItem(plan.keys.accessToken);
      var answers = {};
      var json = {};
      plan.calls.public.concat(plan.calls.authorized).forEach(function (url) {
        var answer = fetch(url, plan.calls.public.indexOf(url) !== -1 ? {} : { headers: { Authorization: 'Bearer ' + token } });
        json[url] = answer.then(function (response) { return response.ok ? response.clone().json() : null; }).catch(function () { return null; });
        answers[url] = answer;
      });
      window.${EARLY_CALLS_GLOBAL} = { token: token, answers: answers, json: json };
    }`;

// The second script's part (issue 36 point 4): once the user, their permissions and the settings have arrived, the
// panels' reads DashboardRoute will make (its gates, the approver rule, today in the tenant's zone) are sent and left
// beside the session's answers, where the entry's panel reads adopt them by URL (src/api/earlyAnswers.ts); marked
// `panels` so that the entry, if it comes first, sends them itself and this sends nothing (and the other way round).
const PANELS_CODE = `
    var state = window.${EARLY_CALLS_GLOBAL};
    if (home && plan.panels && state && state.json && !state.panels) {
      var session = plan.panels.session;
      state.panels = Promise.all([state.json[session.user], state.json[session.permissions], state.json[session.settings]]).then(function (got) {
        var user = got[0] && got[0].data;
        var permissions = got[1] && got[1].data;
        var settings = got[2] && got[2].data;
        if (!user || !permissions || !settings) return;
        var admin = !!user.role && user.role.name === 'admin';
        var has = function (key) { return permissions.indexOf(key) !== -1; };
        var hidden = [];
        var zone = plan.panels.timezone;
        settings.forEach(function (item) {
          if (item.key === 'modules.hidden' && Array.isArray(item.value)) hidden = item.value;
          if (item.key === 'timezone' && typeof item.value === 'string') zone = item.value;
        });
        // Temporal where the browser has it: the first Intl.DateTimeFormat of a page loads ICU's data on this thread
        // (20-75 ms), which the warm-up worker (WARM_CODE) is loading meanwhile on another; Temporal needs none of it.
        // (src/domain/todayIn.ts does the same.)
        var dayIn = typeof Temporal === 'object' && Temporal !== null && Temporal.Instant && Temporal.Now
          ? function (timeZone) { return Temporal.Instant.fromEpochMilliseconds(Date.now()).toZonedDateTimeISO(timeZone === undefined ? Temporal.Now.timeZoneId() : timeZone).toPlainDate().toString(); }
          : function (timeZone) { return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()); };
        var today;
        try { today = dayIn(zone); } catch (error) { today = dayIn(undefined); }
        var ymd = today.split('-');
        var values = { user: user.id, today: today, end: new Date(Date.UTC(+ymd[0], ymd[1] - 1, +ymd[2] + plan.panels.days)).toISOString().slice(0, 10) };
        plan.panels.reads.forEach(function (read) {
          var gate = read.gate;
          if (gate.tenantModule && hidden.indexOf(gate.tenantModule) !== -1) return;
          if (gate.module && !has(gate.module)) return;
          if (gate.permission && !admin && !has(gate.permission)) return;
          if (read.approver && !admin && !has(read.approver) && !(user.relationships && user.relationships.length > 0)) return;
          read.urls.forEach(function (template) {
            var url = template.replace(/[{]([a-z]+)[}]/g, function (match, name) { return String(values[name]); });
            var answer = fetch(url, { headers: { Authorization: 'Bearer ' + state.token, 'Accept-Language': language } });
            answer.catch(function () {});
            state.answers[url] = answer;
          });
        });
      }).catch(function () {});
    }`;

// The first script's last part: the first Intl.DateTimeFormat of a page costs 20-75 ms (measured in this Chromium: ICU
// loads its locale, calendar and zone data; every later one costs 0.1-0.5 ms), paid on the main thread by whichever
// code formats a date first (the dashboard's day names, today in the tenant's zone). That data is the process's, not
// the thread's: a worker that formats a few dates first leaves the main thread's first format at ≈ 0.2 ms. So a
// stored session starts one while the main thread waits for the entry to download (issue 36 point 4). Started last,
// after the preload links: while the worker loads ICU's data, a main thread that needs ICU itself waits for it (one
// profile showed the signed-in script's link insertions 92 ms long with the worker started just before them).
const WARM_CODE = `
    if (signedIn && plan.warm && typeof Worker === 'function') {
      try { new Worker(plan.warm); } catch (error) { /* no worker: the main thread loads the data itself, as before */ }
    }`;

/**
 * The warm-up worker's source: the formats the signed-in screens make first (today in a zone; tempo's names of days
 * and months with its UTC offsets, src/domain/dateFormat.ts), in every language of the app; then it closes itself.
 */
export const icuWarmScript = (languages: readonly string[], timeZone: string): string => `// Generated by build/startupPreloadPlugin.ts.
(function (languages, timeZone) {
  try {
    var now = new Date();
    new Intl.DateTimeFormat('en-CA', { timeZone: timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
    new Intl.DateTimeFormat('en-US', { era: 'short', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', timeZone: 'UTC', hourCycle: 'h23' }).formatToParts(now);
    languages.forEach(function (language) {
      new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).formatToParts(now);
      new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatToParts(now);
    });
  } catch (error) {
    // Nothing to warm: the main thread pays as it did.
  }
  close();
})(${JSON.stringify(languages)}, ${JSON.stringify(timeZone)});
`;

/** Module ids (relative to the project) the entry loads lazily for a stored session, and for the home screen. */
export const SIGNED_IN_MODULES = ['src/ui/app/layouts/AuthenticatedLayout.tsx'] as const;
export const HOME_MODULES = ['src/ui/dashboard/DashboardRoute.tsx', 'src/ui/dashboard/dashboardPrefetch.ts'] as const;
/**
 * Needed soon but not for the first render: asked for last, so they do not hold the others back. The top bar's menus
 * (src/ui/app/menu/LazyMenu.tsx) and the bell are loaded lazily by the shell.
 */
export const LATER_MODULES = ['src/ui/components/Toaster.tsx', 'src/ui/notifications/NotificationBell.tsx', 'src/ui/components/Menu.tsx'] as const;

type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'facadeModuleId' | 'isEntry'> & { readonly moduleIds?: readonly string[] };

const LOCALE_MODULE = /(?:^|[\\/])locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;

/** `roots`' chunks and everything they import statically, in load order (roots first), as file names. */
const staticClosure = (byFile: ReadonlyMap<string, Chunk>, roots: readonly Chunk[]): string[] => {
  const seen = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next !== undefined) visit(next);
    }
  };
  roots.forEach(visit);
  return [...seen];
};

/** The plan for a bundle: chunk files of the signed-in modules and the home screen (minus what the entry has). */
export const startupPreloadPlan = (chunks: readonly Chunk[], root: string, base = '/'): StartupPreloadPlan => {
  const relative = (id: string) => id.replaceAll('\\', '/').replace(`${root.replaceAll('\\', '/').replace(/\/$/, '')}/`, '');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // A module is found in the chunk that holds it: a chunk group (build/signedInChunksPlugin.ts) has no facade module.
  const byModule = new Map(
    chunks.flatMap((chunk) => [...(chunk.moduleIds ?? []), ...(chunk.facadeModuleId === null ? [] : [chunk.facadeModuleId])].map((id) => [relative(id), chunk] as const)),
  );
  const rootsOf = (modules: readonly string[]) =>
    modules.map((module) => {
      const chunk = byModule.get(module);
      if (chunk === undefined) throw new Error(`startup preload: no chunk for ${module} (renamed? update build/startupPreloadPlugin.ts)`);
      return chunk;
    });
  const entries = chunks.filter((chunk) => chunk.isEntry);
  // The entry and its static imports are in index.html already (Vite's own modulepreload links).
  const initial = new Set(staticClosure(byFile, entries));
  const signedIn = staticClosure(byFile, rootsOf(SIGNED_IN_MODULES)).filter((file) => !initial.has(file));
  const shell = new Set(signedIn);
  const home = staticClosure(byFile, rootsOf(HOME_MODULES)).filter((file) => !initial.has(file) && !shell.has(file));
  const early = new Set([...shell, ...home]);
  const later = staticClosure(byFile, rootsOf(LATER_MODULES)).filter((file) => !initial.has(file) && !early.has(file));
  const namespaces = { everyone: [...STARTUP_NAMESPACES, ...SHELL_NAMESPACES], signedIn: ['notifications'], home: [...DASHBOARD_NAMESPACES] };
  const wanted = new Set([...namespaces.everyone, ...namespaces.signedIn, ...namespaces.home]);
  // Only the files the script may ask for: it is loaded by every page, /login included (scripts/bundle-size.mjs).
  const locales: Record<string, Record<string, string>> = {};
  for (const chunk of chunks) {
    const match = LOCALE_MODULE.exec(chunk.facadeModuleId ?? '');
    if (match?.[1] === undefined || match[2] === undefined || !wanted.has(match[2])) continue;
    locales[match[1]] = { ...locales[match[1]], [match[2]]: base + chunk.fileName };
  }
  return {
    keys: { ...TOKEN_STORAGE_KEYS, language: LANGUAGE_KEY },
    languages: [...LANGUAGES],
    defaultLanguage: DEFAULT_LANGUAGE,
    fallbackLanguage: FALLBACK_LANGUAGE,
    homePaths: ['/', '/dashboard'],
    locales,
    namespaces,
    scripts: { signedIn: signedIn.map((file) => base + file), home: home.map((file) => base + file), later: later.map((file) => base + file) },
  };
};

/**
 * The classic script's source: the same decisions as src/main.tsx (a stored refresh token and an unexpired access
 * token mean the shell; `/` or `/dashboard` the home; the remembered language or the default, and the fallback), each
 * file once. Anything unexpected (storage refused) means no preload: the entry loads everything itself.
 */
export const startupPreloadScript = (plan: StartupPreloadPlan): string => `// Generated by build/startupPreloadPlugin.ts.
(function (plan) {
  try {
    var storage = window.localStorage;
    var expiresAt = Number(storage.getItem(plan.keys.expiresAt) || NaN);
    var signedIn = !!storage.getItem(plan.keys.refreshToken) && !!storage.getItem(plan.keys.accessToken) && isFinite(expiresAt) && Date.now() < expiresAt;
    var home = signedIn && plan.homePaths.indexOf(location.pathname) !== -1;
    var remembered = storage.getItem(plan.keys.language);
    var language = plan.languages.indexOf(remembered) !== -1 ? remembered : plan.defaultLanguage;${plan.calls ? CALLS_CODE : ''}${plan.panels ? PANELS_CODE : ''}
    if (signedIn && plan.next) {
      var next = document.createElement('script');
      next.src = plan.next;
      next.async = true;
      // An async script is a low-priority request, held back behind the entry's preloads; it sends the panels' reads.
      next.fetchPriority = 'high';
      document.head.appendChild(next);
    }
    var namespaces = plan.namespaces.everyone.concat(signedIn ? plan.namespaces.signedIn : [], home ? plan.namespaces.home : []);
    // Texts first: the entry renders nothing before they are in.
    var files = [];
    [language, plan.fallbackLanguage].forEach(function (lang) {
      namespaces.forEach(function (ns) {
        var file = (plan.locales[lang] || {})[ns];
        if (file) files.push(file);
      });
    });
    files = files.concat(signedIn ? plan.scripts.signedIn : [], home ? plan.scripts.home : [], signedIn ? plan.scripts.later : []);
    var added = {};
    files.forEach(function (href) {
      if (added[href]) return;
      added[href] = true;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });${plan.warm ? WARM_CODE : ''}
  } catch (error) {
    // No preload: the entry script asks for the same files itself.
  }
})(${JSON.stringify(plan)});
`;

const localesFor = (plan: StartupPreloadPlan, namespaces: readonly string[]) =>
  Object.fromEntries(
    Object.entries(plan.locales).map(([language, files]) => [language, Object.fromEntries(Object.entries(files).filter(([namespace]) => namespaces.includes(namespace)))]),
  );

/**
 * The plan split in two scripts: the first, run by every page (/login included, so within its bundle budget), holds
 * the decisions, the start-up texts and, with a stored session, sends the session's start-up calls; it then adds the
 * second (`nextUrl`), which holds the long list of the shell's and the dashboard's files. The calls are in the first
 * (issue 36 point 4): the second, asked for once the first has run, waited behind the entry's own files for one of
 * the six connections, and the calls with it (≈ 400 ms under load).
 */
export const splitStartupPlan = (
  plan: StartupPreloadPlan,
  nextUrl: string,
  warmUrl?: string,
): { readonly first: StartupPreloadPlan; readonly second: StartupPreloadPlan } => ({
  first: {
    ...plan,
    calls: STARTUP_CALLS,
    locales: localesFor(plan, plan.namespaces.everyone),
    namespaces: { everyone: plan.namespaces.everyone, signedIn: [], home: [] },
    scripts: { signedIn: [], home: [], later: [] },
    next: nextUrl,
    ...(warmUrl === undefined ? {} : { warm: warmUrl }),
  },
  second: {
    ...plan,
    panels: panelReadsPlan({ settings: STARTUP_CALLS.authorized[0], user: STARTUP_CALLS.authorized[1], permissions: STARTUP_CALLS.authorized[2] }),
    locales: localesFor(plan, [...plan.namespaces.signedIn, ...plan.namespaces.home]),
    namespaces: { everyone: [], signedIn: plan.namespaces.signedIn, home: plan.namespaces.home },
  },
});

const THEME_TAG = /<script src="\/theme\.js"><\/script>/;

/**
 * index.html with the page's script in place of the theme script (the built script starts with public/theme.js: one
 * request and one file less on every page), or at the end of the head when there is none.
 */
export const withStartupPreload = (html: string, src: string): string => {
  // Parser-blocking on purpose, as the theme script was: the theme is set before the first paint, and the preload
  // links are queued before the entry's own preloads take the browser's six connections; it is immutable.
  const tag = `<script src="${src}"></script>`;
  if (THEME_TAG.test(html)) return html.replace(THEME_TAG, tag);
  if (!html.includes('</head>')) throw new Error('startup preload: index.html has no </head>');
  return html.replace('</head>', `  ${tag}\n  </head>`);
};

export const startupPreload = (): Plugin => {
  let root = process.cwd();
  let base = '/';
  let publicDir = path.join(root, 'public');
  return {
    name: 'bottega-startup-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      publicDir = config.publicDir;
    },
    generateBundle: {
      // After Vite has written index.html into the bundle (and before the pre-compression reads it from disk).
      order: 'post',
      handler(_, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
        const emit = (name: string, source: string) => {
          const code = minifySync(`${name}.js`, source).code;
          const fileName = `assets/${name}-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
          this.emitFile({ type: 'asset', fileName, source: code });
          return base + fileName;
        };
        const plan = startupPreloadPlan(chunks, root, base);
        // The second script's name (content hash) goes into the first, so it is written first.
        const warm = emit('icu-warm', icuWarmScript(plan.languages, DEFAULT_TIME_ZONE));
        const signedIn = emit('startup-signed-in', startupPreloadScript(splitStartupPlan(plan, '').second));
        const theme = readFileSync(path.join(publicDir, 'theme.js'), 'utf8');
        const src = emit('startup', `${theme}\n${startupPreloadScript(splitStartupPlan(plan, signedIn, warm).first)}`);
        html.source = withStartupPreload(typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source), src);
      },
    },
  };
};
