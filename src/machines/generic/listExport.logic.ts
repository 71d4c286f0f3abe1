import type { Download } from '../../api/effect.ts';
import { exportList, type ExportFilter, type ExportFormat, type ExportListName } from '../../api/exports.ts';
import { commandLogic, type CommandLogic } from './command.logic.ts';

// A list's export (ExportMenu) as a command: the format chosen and what the list shows at that moment (the
// filters travel in the command, since the command machine is bound once per mounted menu).

/** What ExportMenu runs: the format and the screen's current filter (any shape its own export logic reads). */
export type ExportRequest<Filter> = { readonly format: ExportFormat; readonly filter: Filter };

export type ExportCommandLogic<Filter> = CommandLogic<ExportRequest<Filter>, Download>;

/** The `/exports/<list>` call of a list: `<ExportMenu list="roles" filter={…} />`. */
export const listExport = commandLogic((client, request: ExportRequest<{ readonly list: ExportListName; readonly query: ExportFilter }>) =>
  exportList(client, request.filter.list, request.format, request.filter.query),
);
