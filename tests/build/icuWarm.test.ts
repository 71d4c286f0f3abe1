import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BARE_PLAN } from './startupPlanFixture.ts';
import { icuWarmScript, splitStartupPlan, startupPreloadScript, type StartupPreloadPlan } from '../../build/startupPreloadPlugin.ts';

// The date-format warm-up worker (issue 36 point 4): a stored session's page starts it from its first head script,
// after the preload links, so ICU's data is loaded on another thread while the main thread waits for the entry, before
// the app's first date format.

const PLAN: StartupPreloadPlan = BARE_PLAN;
const SIGNED_IN = { 'bottega.access_token': 'access', 'bottega.refresh_token': 'refresh', 'bottega.expires_at': String(Number.MAX_SAFE_INTEGER) };

/** Runs a head script on a page with this storage and path; what it did, in order (elements added, workers started). */
const run = (plan: StartupPreloadPlan, storage: Record<string, string>, pathname = '/dashboard', withWorker = true): string[] => {
  const done: string[] = [];
  runInNewContext(startupPreloadScript(plan), {
    window: { localStorage: { getItem: (key: string) => storage[key] ?? null } },
    location: { pathname },
    Date,
    fetch: () => Promise.resolve(new Response('{}')),
    document: { createElement: (tag: string) => ({ tag }), head: { appendChild: (element: { tag: string }) => done.push(element.tag) } },
    ...(withWorker
      ? {
          Worker: class {
            constructor(url: string) {
              done.push(`worker ${url}`);
            }
          },
        }
      : {}),
  });
  return done;
};
const workersStarted = (...args: Parameters<typeof run>): string[] => run(...args).filter((step) => step.startsWith('worker '));

describe('the date-format warm-up worker', () => {
  it('is started by the page\'s first script with a stored session, on any screen, after its preload links', () => {
    const { first, second } = splitStartupPlan(PLAN, '/assets/next.js', '/assets/icu-warm-AAAAAAAA.js');
    const WORKER = 'worker /assets/icu-warm-AAAAAAAA.js';
    expect(workersStarted(first, SIGNED_IN)).toEqual([WORKER]);
    expect(workersStarted(first, SIGNED_IN, '/tasks')).toEqual([WORKER]);
    // Last: while it loads ICU's data a main thread that needs ICU waits, so not before the page's own work.
    expect(run(first, SIGNED_IN).at(-1)).toBe(WORKER);
    // Not for a guest (/login), not twice (the signed-in script starts none), and nothing breaks without workers.
    expect(workersStarted(first, {})).toEqual([]);
    expect(workersStarted(second, SIGNED_IN)).toEqual([]);
    expect(() => run(first, SIGNED_IN, '/dashboard', false)).not.toThrow();
  });

  it('formats the app\'s first kinds of dates in every language, then closes itself', () => {
    const made: { locale: string; options: Intl.DateTimeFormatOptions }[] = [];
    let closed = 0;
    const Recording = function (this: unknown, locale: string, options: Intl.DateTimeFormatOptions) {
      made.push({ locale, options });
      return new Intl.DateTimeFormat(locale, options);
    };
    runInNewContext(icuWarmScript(['it', 'en'], 'Europe/Rome'), {
      Intl: { DateTimeFormat: Recording },
      Date,
      close: () => {
        closed += 1;
      },
    });
    expect(closed).toBe(1);
    expect(made.map((format) => format.locale).sort()).toEqual(['en', 'en', 'en-CA', 'en-US', 'it', 'it']);
    expect(made.find((format) => format.locale === 'en-CA')?.options.timeZone).toBe('Europe/Rome');
  });

  it('closes itself even when the browser refuses a format', () => {
    let closed = 0;
    runInNewContext(icuWarmScript(['it'], 'Nowhere/City'), {
      Intl: {
        DateTimeFormat: function () {
          throw new RangeError('Invalid time zone');
        },
      },
      Date,
      close: () => {
        closed += 1;
      },
    });
    expect(closed).toBe(1);
  });
});
