import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { connectDataImport } from '../../machines/dataImport/dataImport.connect.ts';
import { createDataImportLogic } from '../../machines/dataImport/dataImport.logic.ts';
import type { ErrorFileFormat, ImportKind, ImportMode } from '../../machines/dataImport/dataImport.types.ts';
import { registerLiveActor } from '../../machines/liveActors.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { saveBlob } from '../components/saveBlob.ts';
import { useConnected } from '../components/useConnected.ts';

/** Runs the import statechart for the screen: the view comes from the snapshot (dataImport.connect.ts), the handlers send events. */
export const useDataImport = () => {
  const { client } = useApiClients();
  const logic = useMemo(() => createDataImportLogic({ client, saveFile: (file, fallback) => saveBlob(file.blob, file.fileName ?? fallback) }), [client]);
  const actor = useActorRef(logic, { input: { kind: 'customers' } });
  useEffect(() => registerLiveActor('dataImport', actor), [actor]);
  const view = useConnected(actor, connectDataImport);
  return {
    view,
    actor,
    chooseKind: (kind: ImportKind) => actor.send({ type: 'kind.choose', kind }),
    chooseFile: (file: File | null) => actor.send({ type: 'file.choose', file }),
    upload: () => actor.send({ type: 'import.upload' }),
    map: (column: string, field: string | null) => actor.send({ type: 'mapping.set', column, field }),
    suggest: () => actor.send({ type: 'mapping.suggest' }),
    setCreateMissing: (value: boolean) => actor.send({ type: 'createMissing.set', value }),
    check: () => actor.send({ type: 'import.check' }),
    chooseMode: (mode: ImportMode) => actor.send({ type: 'mode.choose', mode }),
    run: () => actor.send({ type: 'import.run' }),
    remap: () => actor.send({ type: 'import.remap' }),
    download: (format: ErrorFileFormat) => actor.send({ type: 'errors.download', format }),
    cancel: () => actor.send({ type: 'import.cancel' }),
    undo: () => actor.send({ type: 'import.undo' }),
    undoPast: (id: number) => actor.send({ type: 'history.undo', id }),
    retryHistory: () => actor.send({ type: 'history.retry' }),
    restart: () => actor.send({ type: 'import.restart' }),
  };
};
