import type { Download } from '../../api/effect.ts';
import { exportList, type ExportFilter, type ExportFormat, type ExportListName } from '../../api/exports.ts';
import type { ListFilters } from '../generic/pagedList.machine.ts';
import { commandLogic, type CommandLogic } from '../generic/command.logic.ts';

/** What a list's export asks for: the format, and the list's filters and order as the screen shows them. */
export type ListExportRequest<Filters extends ListFilters> = { readonly format: ExportFormat; readonly filters: Filters; readonly sort: string | null };

/**
 * A list's export bound to the API: the same query the list call sends (`query`), so the file holds the rows the
 * list shows, every page of them.
 */
export const listExportLogic = <Filters extends ListFilters>(list: ExportListName, query: (filters: Filters, sort: string | null) => ExportFilter): CommandLogic<ListExportRequest<Filters>, Download> =>
  commandLogic((client, { format, filters, sort }) => exportList(client, list, format, query(filters, sort)));
