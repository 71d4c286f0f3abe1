import type { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import type { Download } from '../../api/effect.ts';
import type { ApiError } from '../../api/errors.ts';
import { exportList, type ExportFilter, type ExportFormat, type ExportListName } from '../../api/exports.ts';
import type { ListFilters } from '../generic/pagedList.machine.ts';
import { commandLogic, type CommandLogic } from '../generic/command.logic.ts';
import type { ExportCommandLogic } from '../generic/listExport.logic.ts';

/** What a list's export asks for: the format, and the list's filters and order as the screen shows them. */
export type ListExportRequest<Filters extends ListFilters> = { readonly format: ExportFormat; readonly filters: Filters; readonly sort: string | null };

/** A command logic whose failures are all the API's (what the export menu shows). */
export type ListExportLogic<Filters extends ListFilters> = {
  readonly kind: CommandLogic<ListExportRequest<Filters>, Download>['kind'];
  readonly execute: (client: ApiClient, request: ListExportRequest<Filters>) => Effect.Effect<Download, ApiError>;
};

/**
 * A list's export bound to the API: the same query the list call sends (`query`), so the file holds the rows the
 * list shows, every page of them.
 */
export const listExportLogic = <Filters extends ListFilters>(list: ExportListName, query: (filters: Filters, sort: string | null) => ExportFilter): ListExportLogic<Filters> => {
  const execute = (client: ApiClient, { format, filters, sort }: ListExportRequest<Filters>) => exportList(client, list, format, query(filters, sort));
  return { kind: 'command', execute };
};

/** What ExportMenu sends for a list export logic: the logic itself and the list's filters and order at that moment. */
export type ListExportFilter = { readonly logic: ListExportLogic<ListFilters>; readonly filters: ListFilters; readonly sort: string | null };

/** ExportMenu's command for `<ExportMenu exports={salesReportsExport} filters={…} sort={…} />`. */
export const listExportCommand: ExportCommandLogic<ListExportFilter> = commandLogic((client, { format, filter }) =>
  filter.logic.execute(client, { format, filters: filter.filters, sort: filter.sort }),
);
