import { Effect, Result } from 'effect';
import { useContext, useEffect, useState } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiClientContext } from '../../app/ApiClientContext.ts';
import type { HistorySource, HistoryStep } from './recordHistory.ts';

export type RecordHistory = { readonly status: 'none' } | { readonly status: 'loading' } | { readonly status: 'ready'; readonly steps: readonly HistoryStep[] } | { readonly status: 'failed' };

/** The record's history, read again whenever the record changes (a decision adds a step); `none` without a source. */
export const useRecordHistory = (source: HistorySource | undefined, snapshot: AnyMachineSnapshot | undefined, recordId: number | null): RecordHistory => {
  // Read from the context without requiring it: a workflow without a history source needs no client.
  const client = useContext(ApiClientContext)?.client;
  const key = source && snapshot && client ? source.key(snapshot, recordId) : null;
  const [state, setState] = useState<{ key: string | null; value: RecordHistory }>({ key: null, value: { status: 'loading' } });
  useEffect(() => {
    if (key === null || !source || !snapshot || !client) return undefined;
    const controller = new AbortController();
    Effect.runPromise(Effect.result(source.load(client, snapshot, recordId)), { signal: controller.signal })
      .then((result) => {
        if (!controller.signal.aborted) setState({ key, value: Result.isSuccess(result) ? { status: 'ready', steps: result.success } : { status: 'failed' } });
      })
      .catch(() => undefined);
    return () => controller.abort();
    // The key says when the read changes; the snapshot itself changes on every step of the machine.
  }, [key, client]);
  if (!source || key === null) return { status: 'none' };
  return state.key === key ? state.value : { status: 'loading' };
};
