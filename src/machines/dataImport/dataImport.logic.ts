import { Effect } from 'effect';
import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import type { Download } from '../../api/effect.ts';
import { cancelImport, checkImport, downloadImportErrors, getImport, listImports, runImport, undoImport, updateImportMapping, uploadImport } from '../../api/imports.ts';
import { dataImportMachine } from './dataImport.machine.ts';
import type { DataImportEvent } from './dataImport.types.ts';

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

const run = <A, E>(effect: Effect.Effect<A, E>, signal: AbortSignal): Promise<A> => Effect.runPromise(effect, { signal });

export const createDataImportLogic = ({ client, saveFile, pollMs = 500, historySize = 20 }: DataImportDependencies) =>
  dataImportMachine.provide({
    actors: {
      loadHistory: fromPromise(async ({ signal }) => (await run(listImports(client, { pageSize: historySize }), signal)).items),
      uploadImport: fromPromise(({ input, signal }) => run(uploadImport(client, input.kind, input.file), signal)),
      // The mapping is saved (and kept as the tenant's mapping for the kind) before the dry run reads it.
      checkImport: fromPromise(async ({ input, signal }) => {
        await run(updateImportMapping(client, input.id, input.mapping), signal);
        return run(checkImport(client, input.id), signal);
      }),
      downloadErrors: fromPromise(async ({ input, signal }) => {
        const file = await run(downloadImportErrors(client, input.id, input.format), signal);
        saveFile(file, `errors-${input.id}.${input.format}`);
      }),
      runImport: fromPromise(({ input, signal }) => run(runImport(client, input.id, input.mode), signal)),
      followImport: fromCallback<DataImportEvent, { id: number }>(({ input, sendBack }) => {
        const controller = new AbortController();
        let timer: ReturnType<typeof setTimeout> | undefined;
        const look = (): void => {
          run(getImport(client, input.id), controller.signal).then(
            (record) => {
              sendBack({ type: 'import.progress', record });
              if (record.status === 'importing') timer = setTimeout(look, pollMs);
            },
            // A lost answer (network, server busy) is asked again: the import runs on the server regardless.
            () => {
              if (!controller.signal.aborted) timer = setTimeout(look, pollMs);
            },
          );
        };
        timer = setTimeout(look, pollMs);
        return () => {
          controller.abort();
          clearTimeout(timer);
        };
      }),
      cancelImport: fromPromise(({ input, signal }) => run(cancelImport(client, input.id), signal)),
      undoImport: fromPromise(({ input, signal }) => run(undoImport(client, input.id), signal)),
    },
  });

export type DataImportLogic = ReturnType<typeof createDataImportLogic>;
