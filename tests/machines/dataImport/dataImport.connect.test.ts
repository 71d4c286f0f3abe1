import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { connectDataImport } from '../../../src/machines/dataImport/dataImport.connect.ts';
import { dataImportMachine } from '../../../src/machines/dataImport/dataImport.machine.ts';
import type { DataImportEvent, ImportRecordLike, ImportSummaryLike, ImportUndoResultLike } from '../../../src/machines/dataImport/dataImport.types.ts';

// What the import screen is offered at each step, from the snapshot alone, on a machine driven by fake calls.

const summary: ImportSummaryLike = {
  id: 9,
  kind: 'customers',
  fileName: 'clienti.xlsx',
  status: 'uploaded',
  mode: null,
  rowCount: 3,
  counts: null,
  errorCount: 0,
  createdBy: null,
  createdAt: '2026-11-27 10:00:00',
  finishedAt: null,
  undoneAt: null,
};
const uploaded: ImportRecordLike = {
  ...summary,
  headers: ['Ragione sociale', 'P. IVA', 'Note'],
  sampleRows: [
    ['Rossi 4711', '00743110157', 'a'],
    ['Bianchi 4712', '123', 'b'],
  ],
  mapping: { 'Ragione sociale': null, 'P. IVA': null, Note: null },
  suggestedMapping: { 'Ragione sociale': 'business_name', 'P. IVA': 'vat_number', Note: null },
  fields: [
    { name: 'business_name', label: 'Ragione sociale', required: true },
    { name: 'vat_number', label: 'Partita IVA', required: false },
    { name: 'notes', label: 'Note', required: false },
  ],
  createMissing: false,
  progress: { done: 0, total: 3 },
  errors: [],
};
const checked: ImportRecordLike = {
  ...uploaded,
  status: 'checked',
  counts: { created: 1, updated: 1, unchanged: 0, rejected: 1 },
  // One bad row with two bad cells: two errors, one row to skip.
  errorCount: 2,
  errors: [
    { row: 3, column: 'P. IVA', value: '123', reason: 'bad' },
    { row: 3, column: 'Note', value: 'b', reason: 'too long' },
  ],
};
const undoResult: ImportUndoResultLike = { removed: 1, restored: 0, kept: [{ row: 2, record: 'Bianchi 4712', reason: 'edited' }], import: { ...summary, status: 'undone' } };

const start = (progress: (send: (event: DataImportEvent) => void) => void = () => undefined) => {
  const calls: string[] = [];
  const actor = createActor(
    dataImportMachine.provide({
      actors: {
        loadHistory: fromPromise(async (): Promise<readonly ImportSummaryLike[]> => [{ ...summary, id: 4, status: 'done' as const }, { ...summary, id: 5, status: 'undone' as const }]),
        uploadImport: fromPromise(async ({ input }) => {
          calls.push(`upload ${input.kind} ${input.file.name}`);
          return { ...uploaded, kind: input.kind };
        }),
        checkImport: fromPromise(async ({ input }) => {
          calls.push(`check ${JSON.stringify(input.mapping)}${input.createMissing ? ' creating missing items' : ''}`);
          return checked;
        }),
        downloadErrors: fromPromise(async (): Promise<void> => undefined),
        runImport: fromPromise(async ({ input }): Promise<ImportRecordLike> => {
          calls.push(`run ${input.mode}`);
          return { ...checked, status: 'importing' };
        }),
        followImport: fromCallback<DataImportEvent, { id: number }>(({ sendBack }) => progress(sendBack)),
        cancelImport: fromPromise(async (): Promise<ImportRecordLike> => ({ ...checked, status: 'cancelled' })),
        undoImport: fromPromise(async ({ input }) => {
          calls.push(`undo ${input.id}`);
          return undoResult;
        }),
      },
    }),
    { input: { kind: 'customers' } },
  ).start();
  return { actor, calls, view: () => connectDataImport(actor.getSnapshot()) };
};

describe('data import view', () => {
  it('offers the upload once a file is chosen, and undo only for done imports of the history', async () => {
    const { actor, view } = start();
    await waitFor(actor, (s) => s.matches({ upload: 'ready' }));
    expect(view()).toMatchObject({ step: 'upload', canUpload: false, fileName: null, history: { loading: false, failed: false } });
    expect(view().history.entries.map((entry) => [entry.id, entry.canUndo])).toEqual([
      [4, true],
      [5, false],
    ]);
    actor.send({ type: 'kind.choose', kind: 'suppliers' });
    actor.send({ type: 'file.choose', file: new File(['x'], 'fornitori.csv') });
    expect(view()).toMatchObject({ kind: 'suppliers', fileName: 'fornitori.csv', canUpload: true });
  });

  it('maps columns with their samples, names the missing required fields, and checks with the mapping chosen', async () => {
    const { actor, view, calls } = start();
    actor.send({ type: 'file.choose', file: new File(['x'], 'clienti.xlsx') });
    actor.send({ type: 'import.upload' });
    await waitFor(actor, (s) => s.matches('mapping'));
    expect(view().mapping?.columns[1]).toEqual({ column: 'P. IVA', samples: ['00743110157', '123'], field: 'vat_number' });
    expect(view()).toMatchObject({ step: 'mapping', canCheck: true, review: null });
    // Moving business_name to another column frees its first one: a field maps one column.
    actor.send({ type: 'mapping.set', column: 'Note', field: 'business_name' });
    actor.send({ type: 'mapping.set', column: 'Note', field: null });
    expect(view().mapping?.missing).toEqual(['business_name']);
    expect(view().canCheck).toBe(false);
    actor.send({ type: 'mapping.suggest' });
    actor.send({ type: 'import.check' });
    await waitFor(actor, (s) => s.matches('reviewed'));
    expect(calls.at(-1)).toBe('check {"Ragione sociale":"business_name","P. IVA":"vat_number","Note":null}');
    // Bad rows: the counts, each error, the download, and no run before the user chooses what to do with them.
    expect(view()).toMatchObject({ step: 'reviewed', canRun: false, canRemap: true, review: { counts: { created: 1, updated: 1, unchanged: 0, rejected: 1 }, errorCount: 2, badRowCount: 1, mode: null, canDownload: true } });
    actor.send({ type: 'mode.choose', mode: 'skip-bad-rows' });
    expect(view().canRun).toBe(true);
  });

  it('offers to create missing categories and brands for articles only, and checks with that choice', async () => {
    const customers = start();
    customers.actor.send({ type: 'file.choose', file: new File(['x'], 'clienti.csv') });
    customers.actor.send({ type: 'import.upload' });
    await waitFor(customers.actor, (s) => s.matches('mapping'));
    expect(customers.view().mapping?.createMissing).toBeNull();

    const { actor, view, calls } = start();
    actor.send({ type: 'kind.choose', kind: 'articles' });
    actor.send({ type: 'file.choose', file: new File(['x'], 'articoli.csv') });
    actor.send({ type: 'import.upload' });
    await waitFor(actor, (s) => s.matches('mapping'));
    expect(view().mapping?.createMissing).toBe(false);
    actor.send({ type: 'createMissing.set', value: true });
    expect(view().mapping?.createMissing).toBe(true);
    actor.send({ type: 'import.check' });
    await waitFor(actor, (s) => s.matches('reviewed'));
    expect(calls.at(-1)).toMatch(/ creating missing items$/);
  });

  it('shows progress while importing, offers cancel, then done with undo and what the undo kept', async () => {
    let push: (event: DataImportEvent) => void = () => undefined;
    const { actor, view, calls } = start((send) => {
      push = send;
    });
    actor.send({ type: 'file.choose', file: new File(['x'], 'clienti.xlsx') });
    actor.send({ type: 'import.upload' });
    await waitFor(actor, (s) => s.matches('mapping'));
    actor.send({ type: 'import.check' });
    await waitFor(actor, (s) => s.matches('reviewed'));
    actor.send({ type: 'mode.choose', mode: 'skip-bad-rows' });
    actor.send({ type: 'import.run' });
    await waitFor(actor, (s) => s.matches({ importing: 'following' }));
    push({ type: 'import.progress', record: { ...checked, status: 'importing', progress: { done: 1, total: 3 } } });
    expect(view()).toMatchObject({ step: 'importing', canCancel: true, busy: true, progress: { done: 1, total: 3, percent: 33 } });
    push({ type: 'import.progress', record: { ...checked, status: 'done', progress: { done: 3, total: 3 } } });
    expect(view()).toMatchObject({ step: 'done', canUndo: true, canRestart: true, progress: null, canCancel: false });
    actor.send({ type: 'import.undo' });
    await waitFor(actor, (s) => s.matches('undone'));
    expect(view().undo?.kept).toEqual([{ row: 2, record: 'Bianchi 4712', reason: 'edited' }]);
    expect(calls).toEqual(['upload customers clienti.xlsx', expect.stringMatching(/^check /), 'run skip-bad-rows', 'undo 9']);
  });

  it('a failed all-or-nothing run lists its errors and offers to start again, not to undo', async () => {
    let push: (event: DataImportEvent) => void = () => undefined;
    const { actor, view } = start((send) => {
      push = send;
    });
    actor.send({ type: 'file.choose', file: new File(['x'], 'clienti.xlsx') });
    actor.send({ type: 'import.upload' });
    await waitFor(actor, (s) => s.matches('mapping'));
    actor.send({ type: 'import.check' });
    await waitFor(actor, (s) => s.matches('reviewed'));
    actor.send({ type: 'mode.choose', mode: 'all-or-nothing' });
    actor.send({ type: 'import.run' });
    await waitFor(actor, (s) => s.matches({ importing: 'following' }));
    push({ type: 'import.progress', record: { ...checked, status: 'failed' } });
    expect(view()).toMatchObject({ step: 'failed', canUndo: false, canRestart: true, review: { errorCount: 2, badRowCount: 1, canDownload: true } });
  });
});
