import { processHistory, type HistoryInput } from '../../../machines/records/processHistory.logic.ts';
import type { HistoryStep } from '../../../machines/records/historySteps.ts';
import { useRemoteValue } from '../../components/useRemoteValue.ts';

export type RecordHistory = { readonly status: 'none' } | { readonly status: 'loading' } | { readonly status: 'ready'; readonly steps: readonly HistoryStep[] } | { readonly status: 'failed' };

const NONE: RecordHistory = { status: 'none' };

/**
 * The record's history (processHistory.logic.ts), read again whenever `input` changes (its version follows the
 * record); `none` without a record to read. Needs the app's client: RecordStoryView calls it only under one.
 */
export const useRecordHistory = (input: HistoryInput | null): RecordHistory => {
  const history = useRemoteValue(processHistory, input);
  if (input === null) return NONE;
  if (history.failed) return { status: 'failed' };
  // The value of the previous input stays shown while the next one loads (a move adds a step, nothing blinks).
  return history.value ? { status: 'ready', steps: history.value } : { status: 'loading' };
};
