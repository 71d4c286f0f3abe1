// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import imports from '../../../locales/it/imports.json';
import { CountsList } from '../../../src/ui/imports/ImportParts.tsx';
import { countsTense } from '../../../src/ui/imports/countsTense.ts';

// The dry run says what an import would do; once it has written, the same four boxes say what it did: an import
// done read "Da creare 2" for two customers already created.

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'it', ns: ['imports'], resources: { it: { imports } }, interpolation: { escapeValue: false } });
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
