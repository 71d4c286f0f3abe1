import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { withHeaders, type ImportRecord } from '../../../src/api/imports.ts';
import { createDataImportLogic } from '../../../src/machines/dataImport/dataImport.logic.ts';
import type { ImportRecordLike } from '../../../src/machines/dataImport/dataImport.types.ts';
import { json, type SeenRequest } from '../../api/doubles/fetchDouble.ts';
import { createSession, validTokens } from '../../api/doubles/session.ts';

// The import statechart on the real API edge (openapi-fetch + Effect) against a fake server: the history, the
// mapping saved with the file's own headers before the dry run, the run, and the polling until the import ends (a lost
// answer asked again).

const wire = (over: Record<string, unknown> = {}) => ({
  id: 7,
  kind: 'customers',
  file_name: 'clienti.csv',
  status: 'uploaded',
  mode: null,
  row_count: 2,
  counts: null,
  error_count: 0,
  created_by: null,
  created_at: '2026-11-27 10:00:00',
  finished_at: null,
  undone_at: null,
  headers: ['Ragione_sociale', 'Email'],
  sample_rows: [['Rossi 4711', 'a@rossi.test']],
  mapping: { Ragione_sociale: 'business_name', Email: 'email' },
  suggested_mapping: { Ragione_sociale: 'business_name', Email: 'email' },
  fields: [
    { name: 'business_name', label: 'Ragione sociale', required: true },
    { name: 'email', label: 'E-mail', required: false },
  ],
  progress: { done: 0, total: 2 },
  errors: [],
  ...over,
});

describe('data import logic', () => {
  it('loads the history, saves the mapping by the real headers, checks, runs and follows the import to its end', async () => {
    let polls = 0;
    const handler = (request: SeenRequest) => {
      const path = `${request.method} ${request.url.pathname}`;
      if (path === 'GET /api/imports') return json(200, { data: [wire({ status: 'done', counts: { created: 1, updated: 0, unchanged: 0, rejected: 0 } })], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } });
      if (path === 'PUT /api/imports/7/mapping') return json(200, { data: wire() });
      if (path === 'POST /api/imports/7/check') return json(200, { data: wire({ status: 'checked', counts: { created: 2, updated: 0, unchanged: 0, rejected: 0 } }) });
      if (path === 'POST /api/imports/7/run') return json(202, { data: wire({ status: 'importing', mode: 'all-or-nothing' }) });
      if (path === 'GET /api/imports/7') {
        polls += 1;
        // The first look is lost (the server busy): the follow-up asks again rather than giving up.
        if (polls === 1) return json(500, { message: 'Server Error' });
        return json(200, { data: wire(polls < 3 ? { status: 'importing', progress: { done: 1, total: 2 } } : { status: 'done', progress: { done: 2, total: 2 } }) });
      }
      return json(404, { message: 'Not Found' });
    };
    const { client, server } = createSession(handler, { tokens: validTokens });
    // The upload goes through XMLHttpRequest (progress), which Node lacks: its answer is given as the API edge reads it.
    const uploaded: ImportRecord = withHeaders({
      ...wire(),
      fileName: 'clienti.csv',
      rowCount: 2,
      errorCount: 0,
      createdBy: null,
      createdAt: '2026-11-27 10:00:00',
      finishedAt: null,
      undoneAt: null,
      sampleRows: [['Rossi 4711', 'a@rossi.test']],
      // The envelope's camelCase conversion rewrote the header with an underscore: withHeaders puts it back.
      mapping: { RagioneSociale: 'business_name', Email: 'email' },
      suggestedMapping: { RagioneSociale: 'business_name', Email: 'email' },
    } as unknown as ImportRecord);
    const logic = createDataImportLogic({ client, saveFile: () => undefined, pollMs: 0 }).provide({ actors: { uploadImport: fromPromise(async (): Promise<ImportRecordLike> => uploaded) } });
    const actor = createActor(logic, { input: { kind: 'customers' } }).start();
    await waitFor(actor, (s) => s.matches({ upload: 'ready' }));
    expect(actor.getSnapshot().context.history.map((entry) => [entry.id, entry.status, entry.fileName])).toEqual([[7, 'done', 'clienti.csv']]);
    expect(server.seen[0]?.url.search).toBe('?page_size=20');

    actor.send({ type: 'file.choose', file: new File(['x'], 'clienti.csv') });
    actor.send({ type: 'import.upload' });
    await waitFor(actor, (s) => s.matches('mapping'));
    expect(actor.getSnapshot().context.mapping).toEqual({ Ragione_sociale: 'business_name', Email: 'email' });
    actor.send({ type: 'import.check' });
    await waitFor(actor, (s) => s.matches('reviewed'));
    // The headers reach the server exactly as the file has them (x-preserve-case), before the dry run reads them.
    const put = server.seen.find((request) => request.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ mapping: { Ragione_sociale: 'business_name', Email: 'email' } });
    expect(server.seen.map((request) => `${request.method} ${request.url.pathname}`).slice(1)).toEqual(['PUT /api/imports/7/mapping', 'POST /api/imports/7/check']);

    actor.send({ type: 'import.run' });
    await waitFor(actor, (s) => s.matches('done'), { timeout: 2000 });
    expect(polls).toBe(3);
    expect(JSON.parse(server.seen.find((request) => request.url.pathname.endsWith('/run'))?.body ?? '{}')).toEqual({ mode: 'all-or-nothing' });
    expect(actor.getSnapshot().context.record?.progress).toEqual({ done: 2, total: 2 });
  });
});
