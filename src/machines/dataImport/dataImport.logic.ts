import { Effect, Schedule } from 'effect';
import { fromCallback } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import type { Download } from '../../api/effect.ts';
import type { ApiError } from '../../api/errors.ts';
import { cancelImport, checkImport, downloadImportErrors, getImport, listImports, runImport, undoImport, updateImportMapping, uploadImport } from '../../api/imports.ts';
import { fromApiEffect } from '../generic/fromApiEffect.ts';
import { dataImportMachine } from './dataImport.machine.ts';
import type {
  CheckRequest,
  DataImportEvent,
  DownloadRequest,
  ImportKind,
  ImportRecordLike,
  ImportSummaryLike,
  ImportUndoResultLike,
  RunRequest,
  UploadRequest,
} from './dataImport.types.ts';

// The import statechart bound to the API (as session.logic.ts binds the session): each actor is one call or one
// sequence of calls through openapi-fetch + Effect, given a client, so the screen only renders and a test drives the
// machine with a fake server, without React.

export type DataImportDependencies = {
  readonly client: ApiClient;
  /** Hands a downloaded error file to the browser (the screen's saveBlob). */
  readonly saveFile: (download: Download, fallbackName: string) => void;
  /** Between two looks at a running import; tests pass 0. */
  readonly pollMs?: number;
  /** The history shows the newest imports of the tenant. */
  readonly historySize?: number;
};

export const createDataImportLogic = ({ client, saveFile, pollMs = 500, historySize = 20 }: DataImportDependencies) =>
  dataImportMachine.provide({
    actors: {
      loadHistory: fromApiEffect((_: { readonly kind: ImportKind }): Effect.Effect<readonly ImportSummaryLike[], ApiError> => Effect.map(listImports(client, { pageSize: historySize }), (page) => page.items)),
      uploadImport: fromApiEffect((request: UploadRequest): Effect.Effect<ImportRecordLike, ApiError> => uploadImport(client, request.kind, request.file)),
      // The mapping is saved (and kept as the tenant's mapping for the kind) before the dry run reads it.
      checkImport: fromApiEffect((request: CheckRequest): Effect.Effect<ImportRecordLike, ApiError> => Effect.flatMap(updateImportMapping(client, request.id, request.mapping, request.createMissing), () => checkImport(client, request.id))),
      downloadErrors: fromApiEffect((request: DownloadRequest) =>
        Effect.map(downloadImportErrors(client, request.id, request.format), (file) => saveFile(file, `errors-${request.id}.${request.format}`)),
      ),
      runImport: fromApiEffect((request: RunRequest): Effect.Effect<ImportRecordLike, ApiError> => runImport(client, request.id, request.mode)),
      followImport: fromCallback<DataImportEvent, { id: number }>(({ input, sendBack }) => {
        const controller = new AbortController();
        // One look after each pause; a lost answer (network, server busy) is asked again, since the import runs on the
        // server regardless. Both are Effect schedules; leaving the state aborts the whole follow-up.
        const look = Effect.retry(Effect.delay(getImport(client, input.id), pollMs), Schedule.forever);
        const follow = look.pipe(
          Effect.tap((record) => Effect.sync(() => sendBack({ type: 'import.progress', record }))),
          Effect.repeat({ while: (record) => record.status === 'importing' }),
        );
        Effect.runPromise(follow, { signal: controller.signal }).catch(() => undefined);
        return () => controller.abort();
      }),
      cancelImport: fromApiEffect((request: { readonly id: number }): Effect.Effect<ImportRecordLike, ApiError> => cancelImport(client, request.id)),
      undoImport: fromApiEffect((request: { readonly id: number }): Effect.Effect<ImportUndoResultLike, ApiError> => undoImport(client, request.id)),
    },
  });

export type DataImportLogic = ReturnType<typeof createDataImportLogic>;
