import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The spec names the one-off cost of the printing plates "cliché" (§3: cliché costs). Every label, column, PDF line
// and server field label of it says so in both languages: the English screens once said "Plate cost" on the form
// and "Clichés" on the PDF, two names for one thing.

type Tree = { readonly [key: string]: string | Tree };

const leaves = (tree: Tree, at: string): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${at}.${key}`, value] as [string, string]] : leaves(value, `${at}.${key}`)));

const texts = (language: string): [string, string][] => {
  const folder = path.join(import.meta.dirname, '../../../locales', language);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => leaves(JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Tree, file.replace(/\.json$/, '')));
};

describe('the cliché is named one way', () => {
  for (const language of ['it', 'en']) {
    it(`in ${language}: every text keyed cliché says "cliché", none says "plate"`, () => {
      const all = texts(language);
      const keyed = all.filter(([key]) => /clich/i.test(key));
      expect(keyed.length).toBeGreaterThanOrEqual(4);
      expect(keyed.filter(([, value]) => !/clich[ée]/i.test(value))).toEqual([]);
      expect(all.filter(([, value]) => /\bplates?\b/i.test(value))).toEqual([]);
    });
  }
});
