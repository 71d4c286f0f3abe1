// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import imports from '../../../locales/it/imports.json';
import { CountsList } from '../../../src/ui/imports/ImportParts.tsx';
import { countsTense } from '../../../src/ui/imports/countsTense.ts';
import { historyCountsText } from '../../../src/ui/imports/historyCounts.ts';
import importsEn from '../../../locales/en/imports.json';

// The dry run says what an import would do; once it has written, the same four boxes say what it did: an import
// done read "Da creare 2" for two customers already created.

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'it', ns: ['imports'], resources: { it: { imports }, en: { imports: importsEn } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const counts = { created: 2, updated: 1, unchanged: 0, rejected: 1 };
const terms = () => screen.getAllByRole('term').map((term) => term.textContent);

describe('import counts', () => {
  it('name what the dry run would do', () => {
    render(<CountsList counts={counts} />);
    expect(terms()).toEqual(['Da creare', 'Da aggiornare', 'Invariati', 'Scartati']);
  });

  it('name what a finished import did', () => {
    render(<CountsList counts={counts} tense="written" />);
    expect(terms()).toEqual(['Creati', 'Aggiornati', 'Invariati', 'Scartati']);
  });
});

describe('an import’s counts in the history', () => {
  it('say "created" only for an import that wrote them', () => {
    expect(countsTense('done')).toBe('written');
    expect(countsTense('undone')).toBe('written');
    // A checked import read "2 creati, 0 aggiornati, 1 scartati" in the history though nothing had been written.
    for (const status of ['uploaded', 'checked', 'importing', 'failed', 'cancelled'] as const) expect(countsTense(status)).toBe('planned');
  });
});

describe('the history line of an import', () => {
  const format = (value: number) => value.toLocaleString('it-IT');
  it('agrees each count with its number, in Italian', () => {
    const t = i18next.getFixedT('it', 'imports');
    // One sentence for the three counts read "1 creati, 1 aggiornati, 1 scartati".
    expect(historyCountsText(t, 'done', { created: 1, updated: 1, rejected: 1 }, format)).toBe('1 creato, 1 aggiornato, 1 scartato');
    expect(historyCountsText(t, 'done', { created: 12345, updated: 0, rejected: 2 }, format)).toBe('12.345 creati, 0 aggiornati, 2 scartati');
    expect(historyCountsText(t, 'checked', { created: 1, updated: 2, rejected: 1 }, format)).toBe('1 da creare, 2 da aggiornare, 1 scartato');
  });
  it('and in English', () => {
    const t = i18next.getFixedT('en', 'imports');
    expect(historyCountsText(t, 'undone', { created: 1, updated: 3, rejected: 0 }, (value) => value.toLocaleString('en'))).toBe('1 created, 3 updated, 0 rejected');
    expect(historyCountsText(t, 'uploaded', { created: 1200, updated: 1, rejected: 1 }, (value) => value.toLocaleString('en'))).toBe('1,200 to create, 1 to update, 1 rejected');
  });
});
