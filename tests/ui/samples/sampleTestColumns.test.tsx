import type { TFunction } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sampleTestColumns } from '../../../src/ui/samples/sampleTestColumns.tsx';

// Walk of session 24 at 360 px: a test result's notes (what the test found) were in a column hidden below 640 px and
// nowhere else on the sample, so a phone never showed them.
const t = ((key: string) => key) as unknown as TFunction;
const result = { id: 1, date: '2026-11-23', outcome: 'passed' as const, notes: 'Tenuta saldatura conforme a 180 °C.' };

describe('sample test results at 360 px', () => {
  it('shows the notes in a column a phone shows', () => {
    const phone = sampleTestColumns(t, (wire) => wire).filter((column) => column.hideBelow === undefined);
    const text = phone.map((column) => renderToStaticMarkup(<>{column.cell(result)}</>)).join(' ');
    expect(text).toContain('Tenuta saldatura conforme a 180 °C.');
  });

  it('adds nothing under the outcome when there are no notes', () => {
    const outcome = sampleTestColumns(t, (wire) => wire).find((column) => column.key === 'outcome');
    expect(renderToStaticMarkup(<>{outcome?.cell({ ...result, notes: null })}</>)).toBe('samples:outcome.passed');
  });
});
