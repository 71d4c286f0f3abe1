import { Effect } from 'effect';
import type { AnyMachineSnapshot } from 'xstate';
import type { ApiClient } from '../../../api/client.ts';
import type { ApiError } from '../../../api/errors.ts';
import { getSampleHistory } from '../../../api/samples.ts';
import { getVacationHistory } from '../../../api/vacations.ts';

/** One step of a record's history as the diagram shows it: the status it led to, who, when. */
export type HistoryStep = { readonly state: string; readonly who: string | null; readonly at: string };

export type HistorySource = {
  /** What the read depends on (the record and its last change): the history is read again when it changes. */
  readonly key: (snapshot: AnyMachineSnapshot) => string | null;
  readonly load: (client: ApiClient, snapshot: AnyMachineSnapshot) => Effect.Effect<readonly HistoryStep[], ApiError>;
};

const recordOf = (snapshot: AnyMachineSnapshot, field: string): Record<string, unknown> | null => {
  const value: unknown = (snapshot.context as Record<string, unknown>)[field];
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
};

const idOf = (snapshot: AnyMachineSnapshot, field: string): number | null => {
  const id = recordOf(snapshot, field)?.['id'];
  return typeof id === 'number' ? id : null;
};

const keyOf = (snapshot: AnyMachineSnapshot, field: string, ...parts: readonly string[]): string | null => {
  const record = recordOf(snapshot, field);
  const id = idOf(snapshot, field);
  return id === null || record === null ? null : [id, ...parts.map((part) => JSON.stringify(record[part] ?? null))].join('|');
};

const department = { technical_direction: 'technical', sales_management: 'sales' } as const;

/**
 * The records whose own API keeps a history (issue 35 point 5): a leave request (getVacationHistory: every step with
 * the status after it) and a sample (getSampleHistory: each department's decision). The other workflows' records
 * (an offer's revisions, a task, a recipient, a package) show where they are now only.
 */
export const HISTORY_SOURCES: Readonly<Record<string, HistorySource>> = {
  vacationStatus: {
    key: (snapshot) => keyOf(snapshot, 'vacation', 'status', 'updatedAt'),
    load: (client, snapshot) =>
      getVacationHistory(client, idOf(snapshot, 'vacation') ?? 0).pipe(Effect.map((entries) => entries.map((entry) => ({ state: entry.status, who: entry.user?.name ?? null, at: entry.at })))),
  },
  sampleApproval: {
    key: (snapshot) => keyOf(snapshot, 'sample', 'approvals', 'updatedAt'),
    load: (client, snapshot) =>
      getSampleHistory(client, idOf(snapshot, 'sample') ?? 0).pipe(
        Effect.map((entries) =>
          entries.flatMap((entry) => {
            const who = entry.user?.name ?? null;
            if (entry.kind === 'created' || entry.kind === 'reopened') return [{ state: 'technicalPending', who, at: entry.at }, { state: 'salesPending', who, at: entry.at }];
            if (entry.kind !== 'decision' || entry.department === null || entry.status === null) return [];
            const region = department[entry.department];
            return [{ state: `${region}${entry.status[0]?.toUpperCase() ?? ''}${entry.status.slice(1)}`, who, at: entry.at }];
          }),
        ),
      ),
  },
};
