import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/domain/constants/languages.ts';
import { findParityProblems, interpolationVariables, type LocaleTree } from './localeParity.ts';

const LOCALES_DIR = join(import.meta.dirname, '..', '..', 'locales');

const readLocales = (): LocaleTree =>
  Object.fromEntries(
    readdirSync(LOCALES_DIR).map((language) => [
      language,
      Object.fromEntries(
        readdirSync(join(LOCALES_DIR, language))
          .filter((file) => file.endsWith('.json'))
          .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(LOCALES_DIR, language, file), 'utf8')) as Record<string, unknown>]),
      ),
    ]),
  );

describe('locale parity', () => {
  it('has a folder for each language and no other', () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual([...LANGUAGES].sort());
  });

  it('has the same namespaces, keys and interpolation variables in every language', () => {
    expect(findParityProblems(readLocales())).toEqual([]);
  });

  it('catches a key present in one language only', () => {
    const problems = findParityProblems({ it: { common: { a: 'A', b: { c: 'C' } } }, en: { common: { a: 'A' } } });
    expect(problems).toEqual(['common:b.c is missing in en']);
  });

  it('catches a namespace file present in one language only', () => {
    const problems = findParityProblems({ it: { common: { a: 'A' }, tasks: { t: 'T' } }, en: { common: { a: 'A' } } });
    expect(problems).toEqual(['tasks.json exists only in it (missing in en)']);
  });

  it('catches different interpolation variables', () => {
    const problems = findParityProblems({ it: { common: { hello: 'Ciao {{name}}' } }, en: { common: { hello: 'Hello {{user}}' } } });
    expect(problems).toEqual(['common:hello interpolates different variables across languages']);
  });

  it('catches a text in one language that is a group in the other, and empty texts', () => {
    const problems = findParityProblems({ it: { common: { a: { b: 'B' }, e: '' } }, en: { common: { a: 'A', e: 'E' } } });
    expect(problems).toContain('common:a is missing in it');
    expect(problems).toContain('common:a.b is missing in en');
    expect(problems).toContain('common:e is not a text in it');
  });

  it('reads variables with formats and spacing', () => {
    expect(interpolationVariables('{{ count }} of {{total, number}} by {{name}} and {{name}}')).toEqual(['count', 'name', 'total']);
  });
});
