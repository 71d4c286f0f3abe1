import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import type { ApiError } from '../../api/errors.ts';
import { changeVacationStatus, type VacationStatus } from '../../api/vacations.ts';

// The list's command: one decision for several requests at once (the export is the shared ExportMenu's).

export type VacationListCommand =
  /** `note`: the approver's note for every request decided (a bulk rejection's reason). */
  { readonly kind: 'decide'; readonly ids: readonly number[]; readonly status: Extract<VacationStatus, 'accepted' | 'rejected'>; readonly note?: string | null };

export type VacationListResult = { readonly kind: 'decided'; readonly count: number };

/** Decisions go one after the other (each is its own status change, with its event and history). */
export const runVacationListCommand =
  (client: ApiClient) =>
  (command: VacationListCommand): Effect.Effect<VacationListResult, ApiError> =>
    Effect.map(
      Effect.forEach(command.ids, (id) => changeVacationStatus(client, id, command.status, command.note ?? null), { concurrency: 1 }),
      (done) => ({ kind: 'decided' as const, count: done.length }),
    );
