import { dataImportMachine } from '../../dataImport/dataImport.machine.ts';
import type { ImportRecordLike, ImportSummaryLike } from '../../dataImport/dataImport.types.ts';
import { neverSettling, silentCallback } from '../neverSettling.ts';
import { actorDone, actorError, taggedError, type MachineRegistryEntry } from '../registryEntry.ts';

// Sample records for the generated paths: a customers file with one bad row, as the dry run answers it.
const summary: ImportSummaryLike = {
  id: 7,
  kind: 'customers',
  fileName: 'clienti.xlsx',
  status: 'uploaded',
  mode: null,
  rowCount: 3,
  counts: null,
  errorCount: 0,
  createdBy: { name: 'Mario Rossi' },
  createdAt: '2026-11-27 10:00:00',
  finishedAt: null,
  undoneAt: null,
};

const uploaded: ImportRecordLike = {
  ...summary,
  headers: ['Ragione sociale', 'Partita IVA'],
  sampleRows: [['Rossi 4711', '00743110157']],
  mapping: { 'Ragione sociale': null, 'Partita IVA': null },
  suggestedMapping: { 'Ragione sociale': 'business_name', 'Partita IVA': 'vat_number' },
  fields: [
    { name: 'business_name', label: 'Ragione sociale', required: true },
    { name: 'vat_number', label: 'Partita IVA', required: false },
  ],
  createMissing: false,
  progress: { done: 0, total: 3 },
  errors: [],
};

const counts = { created: 2, updated: 0, unchanged: 0, rejected: 1 };
const checked: ImportRecordLike = { ...uploaded, status: 'checked', counts, errorCount: 1, errors: [{ row: 3, column: 'Partita IVA', value: '123', reason: 'P. IVA' }] };
const record = (status: ImportRecordLike['status'], done: number): ImportRecordLike => ({ ...checked, status, progress: { done, total: 3 } });

const machine = dataImportMachine;

export const dataImportEntry: MachineRegistryEntry = {
  id: 'dataImport',
  titleKey: 'machines.dataImport.title',
  descriptionKey: 'machines.dataImport.description',
  machine,
  stubbed: machine.provide({
    actors: {
      loadHistory: neverSettling(),
      uploadImport: neverSettling(),
      checkImport: neverSettling(),
      downloadErrors: neverSettling(),
      runImport: neverSettling(),
      followImport: silentCallback(),
      cancelImport: neverSettling(),
      undoImport: neverSettling(),
    },
  }),
  paths: {
    strategy: 'shortest',
    starts: [{ id: 'default', labelKey: 'starts.default', input: { kind: 'customers' } }],
    events: [
      { type: 'kind.choose', kind: 'suppliers' },
      { type: 'file.choose', file: new File(['x'], 'clienti.xlsx') },
      { type: 'import.upload' },
      { type: 'mapping.set', column: 'Ragione sociale', field: 'business_name' },
      { type: 'mapping.set', column: 'Nessuna', field: 'business_name' },
      { type: 'mapping.suggest' },
      { type: 'createMissing.set', value: true },
      { type: 'import.check' },
      { type: 'mode.choose', mode: 'skip-bad-rows' },
      { type: 'import.run' },
      { type: 'import.remap' },
      { type: 'errors.download', format: 'xlsx' },
      { type: 'import.cancel' },
      { type: 'import.progress', record: record('importing', 1) },
      { type: 'import.progress', record: record('done', 3) },
      { type: 'import.progress', record: record('failed', 3) },
      { type: 'import.progress', record: record('cancelled', 1) },
      { type: 'import.undo' },
      { type: 'history.undo', id: 5 },
      { type: 'history.retry' },
      { type: 'import.restart' },
      actorDone('loadHistory', [{ ...summary, id: 5, status: 'done', counts }]),
      actorError('loadHistory', taggedError('Network')),
      actorDone('uploadImport', uploaded),
      actorError('uploadImport', taggedError('Invalid', { fields: { file: ['Not a spreadsheet.'] } })),
      actorDone('checkImport', checked),
      actorError('checkImport', taggedError('Invalid', { fields: { mapping: ['Unknown field.'] } })),
      actorDone('downloadErrors', undefined),
      actorError('downloadErrors', taggedError('Network')),
      actorDone('runImport', record('importing', 0)),
      actorError('runImport', taggedError('Conflict')),
      actorDone('cancelImport', record('cancelled', 1)),
      actorError('cancelImport', taggedError('Conflict')),
      actorDone('undoImport', { removed: 2, restored: 0, kept: [], import: { ...summary, status: 'undone' } }),
      actorError('undoImport', taggedError('Conflict')),
    ],
  },
};
