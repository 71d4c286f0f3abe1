import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Language } from '../../../src/domain/constants/languages.ts';
import { FOREIGN_WORDS } from './languageWords.ts';

// The route walk's language check (issue 31.2): every text a person reads on a screen, visible text and the
// accessible words (aria-label, title, placeholder, alt), must be in the interface language. Demo data is Italian
// whatever the interface language (names, companies, product descriptions, notes typed by people), so the texts of
// the demo seed and of the built-in mailing-service fake are allowed as they are; nothing else is.

export type Leak = { readonly word: string; readonly text: string };

/** An i18next key shown instead of its text (`vacations:list.title`): a translation that is missing. */
const RAW_KEY = /(?<![\p{L}\p{N}/])[a-z][A-Za-z]+:[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+(?![\p{L}\p{N}])/u;

const IDENTIFIER = /^[A-Za-z_$][\w$]*(\.[\w$]+)+$/;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const wordPatterns = (language: Language): readonly (readonly [string, RegExp])[] =>
  FOREIGN_WORDS[language].map((word) => [word, new RegExp(`(?<![\\p{L}\\p{N}_'’-])${escape(word)}(?![\\p{L}\\p{N}_'’-])`, 'iu')] as const);

const PATTERNS: Readonly<Record<Language, readonly (readonly [string, RegExp])[]>> = { it: wordPatterns('it'), en: wordPatterns('en') };

/**
 * All of a language's words in one pattern, for the first look at every text: a screen has a thousand texts and the
 * word list seventy entries, and one alternation scans a text once instead of seventy times (the route walk's 700
 * screens: ~50–130 → ~5–15 ms each in the test runner). The same boundaries, so it matches wherever one word does.
 */
const anyWordPattern = (language: Language): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}_'’-])(?:${FOREIGN_WORDS[language].map(escape).join('|')})(?![\\p{L}\\p{N}_'’-])`, 'iu');

const ANY_WORD: Readonly<Record<Language, RegExp>> = { it: anyWordPattern('it'), en: anyWordPattern('en') };

/**
 * Words of the other language in `texts` (one entry per text node or attribute), after removing the allowed demo
 * texts; an i18next key shown raw is a leak in either language.
 */
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

/** The allowed texts as a set, made once per list (the route walk passes the same list for every screen). */
const wholeSets = new WeakMap<readonly string[], ReadonlySet<string>>();
const allowedWhole = (allowed: readonly string[]): ReadonlySet<string> => {
  let set = wholeSets.get(allowed);
  if (set === undefined) {
    set = new Set(allowed);
    wholeSets.set(allowed, set);
  }
  return set;
};

export const findLanguageLeaks = (texts: readonly string[], language: Language, allowed: readonly string[] = []): readonly Leak[] => {
  const leaks: Leak[] = [];
  for (const original of texts) {
    // A code identifier (a state path such as `booting.startingUp.loading`, shown for developers) is not words.
    if (IDENTIFIER.test(original)) continue;
    let text = original;
    const quick = ANY_WORD[language].test(text) || RAW_KEY.test(text);
    if (!quick) continue;
    // A text that is a demo text whole (most hits on an English screen: Italian names and descriptions) is done.
    if (allowedWhole(allowed).has(text.trim())) continue;
    // Longest first, so a demo sentence goes before a name inside it.
    for (const demo of allowed) if (text.includes(demo)) text = text.split(demo).join(' ');
    // An e-mail address is data in no language (acquisti@cliente.test on the mail log).
    text = text.replace(EMAIL, ' ');
    // A raw key is reported as such, not as the foreign words its segments happen to be.
    const key = RAW_KEY.exec(text);
    if (key !== null) {
      leaks.push({ word: key[0], text: original });
      text = text.replace(key[0], ' ');
    }
    for (const [word, pattern] of PATTERNS[language]) if (pattern.test(text)) leaks.push({ word, text: original });
  }
  return leaks;
};

/**
 * The string and template literals of a TypeScript source, in order; a template's `${…}` parts split it into its
 * texts. A scanner rather than one regular expression: an apostrophe in a comment ("the tenant's") or a `${`
 * inside a template would otherwise pair the wrong quotes and drop the texts after it (they showed as leaks).
 */
const literalsOf = (source: string): string[] => {
  const found: string[] = [];
  let i = 0;
  const readQuoted = (quote: string): string => {
    let text = '';
    for (i += 1; i < source.length && source[i] !== quote && source[i] !== '\n'; i += 1) {
      if (source[i] === '\\') i += 1;
      text += source[i] ?? '';
    }
    i += 1;
    return text;
  };
  const readTemplate = (): void => {
    let text = '';
    for (i += 1; i < source.length && source[i] !== '`'; i += 1) {
      if (source[i] === '\\') {
        i += 1;
        text += source[i] ?? '';
      } else if (source[i] === '$' && source[i + 1] === '{') {
        found.push(text);
        text = '';
        // Skip the expression, nested braces included (a literal inside it is not read: names, not texts).
        let depth = 0;
        for (i += 1; i < source.length; i += 1) {
          if (source[i] === '{') depth += 1;
          else if (source[i] === '}' && --depth === 0) break;
        }
      } else text += source[i] ?? '';
    }
    found.push(text);
    i += 1;
  };
  while (i < source.length) {
    const char = source[i];
    if (char === '/' && source[i + 1] === '/') i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (char === '/' && source[i + 1] === '*') i = source.indexOf('*/', i + 2) === -1 ? source.length : source.indexOf('*/', i + 2) + 2;
    else if (char === "'" || char === '"') found.push(readQuoted(char));
    else if (char === '`') readTemplate();
    else i += 1;
  }
  return found;
};

/**
 * The text literals of demo-data sources, longest first. Only texts of a phrase's length (a space, or 6 letters
 * and more) are kept: a short literal such as 'ore' or 'il' could otherwise hide a real leak.
 */
export const demoTexts = (sources: readonly string[]): readonly string[] => {
  const texts = new Set<string>();
  for (const source of sources) {
    for (const literal of literalsOf(source)) {
      const text = literal.trim();
      if (/\p{L}/u.test(text) && (text.includes(' ') || text.length >= 6)) texts.add(text);
    }
  }
  return [...texts].sort((a, b) => b.length - a.length);
};

const ROOT = join(import.meta.dirname, '..', '..', '..');
// The demo seed and the mailing-service fake's sample data: where every demo text on screen comes from.
const DEMO_SOURCE_DIRS = ['server/src/db/seed', 'server/src/providers/mailing'];

let cachedDemoTexts: readonly string[] | undefined;
const seedTexts = (): readonly string[] => {
  cachedDemoTexts ??= demoTexts(
    DEMO_SOURCE_DIRS.flatMap((dir) =>
      readdirSync(join(ROOT, dir))
        .filter((file) => file.endsWith('.ts'))
        .map((file) => readFileSync(join(ROOT, dir, file), 'utf8')),
    ),
  );
  return cachedDemoTexts;
};

/**
 * What a person reads on the page now: visible text nodes and the aria-label, title, placeholder and alt of visible
 * elements. Left out: code samples (`code`, `kbd`, `pre`), drawings (`svg`) and what the page marks `translate="no"`.
 */
export const visibleTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const SKIP = 'script, style, noscript, template, code, kbd, pre, svg, [translate="no"], [aria-hidden="true"], [hidden]';
    // One answer per element: a screen has thousands of text nodes under a few hundred parents.
    const seen = new Map<Element, boolean>();
    const shown = (element: Element): boolean => {
      let answer = seen.get(element);
      if (answer === undefined) {
        answer = element.closest(SKIP) === null && element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
        seen.set(element, answer);
      }
      return answer;
    };
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (text !== '' && parent !== null && shown(parent)) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });

/** The leaks of texts read from a page (`visibleTexts`), for a screen shown in `language`. */
export const languageLeaksIn = (texts: readonly string[], language: Language): readonly Leak[] => findLanguageLeaks(texts, language, seedTexts());

/** Readable lines for an assertion message. */
export const describeLeaks = (leaks: readonly Leak[]): string[] => [...new Set(leaks.map((leak) => `«${leak.word}» in “${leak.text.slice(0, 120)}”`))];
