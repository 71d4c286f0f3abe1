import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import type { Download } from '../../api/effect.ts';
import type { ApiError } from '../../api/errors.ts';
import { changeVacationStatus, exportVacationsExcel, type VacationExcelQuery, type VacationStatus } from '../../api/vacations.ts';

// The list's commands: one decision for several requests at once, and the Excel export.

export type VacationListCommand =
  /** `note`: the approver's note for every request decided (a bulk rejection's reason). */
  | { readonly kind: 'decide'; readonly ids: readonly number[]; readonly status: Extract<VacationStatus, 'accepted' | 'rejected'>; readonly note?: string | null }
  | { readonly kind: 'excel'; readonly query: VacationExcelQuery };

export type VacationListResult = { readonly kind: 'decided'; readonly count: number } | { readonly kind: 'excel'; readonly file: Download };

/** Decisions go one after the other (each is its own status change, with its event and history). */
export const runVacationListCommand =
  (client: ApiClient) =>
  (command: VacationListCommand): Effect.Effect<VacationListResult, ApiError> =>
    command.kind === 'decide'
      ? Effect.map(
          Effect.forEach(command.ids, (id) => changeVacationStatus(client, id, command.status, command.note ?? null), { concurrency: 1 }),
          (done) => ({ kind: 'decided' as const, count: done.length }),
        )
      : Effect.map(exportVacationsExcel(client, command.query), (file) => ({ kind: 'excel' as const, file }));
