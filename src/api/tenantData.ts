import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call, download, type Download } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { ResultOf } from './operationTypes.ts';

export type BackupStatus = ResultOf<'getBackupStatus'>;

/** The whole tenant as one zip (records, files, a workbook per module); at most one a day. */
export const downloadTenantExport = (client: ApiClient): Effect.Effect<Download, ApiError> =>
  download((signal) => client.POST('/tenants/current/export', { parseAs: 'blob', signal }));

/** When the instance was last backed up, and the schedule of the embedded database's backups. */
export const getBackupStatus = (client: ApiClient): Effect.Effect<BackupStatus, ApiError> => call((signal) => client.GET('/system/backups', { signal }));
