import DownloadIcon from 'lucide-react/icons/download';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import FileText from 'lucide-react/icons/file-text';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Download } from '../../api/effect.ts';
import type { ExportFilter, ExportFormat, ExportListName } from '../../api/exports.ts';
import { listExport, type ExportCommandLogic } from '../../machines/generic/listExport.logic.ts';
import type { ListFilters } from '../../machines/generic/pagedList.machine.ts';
import { listExportCommand, type ListExportLogic } from '../../machines/records/listExport.ts';
import { DownloadStatus } from './DownloadStatus.tsx';
import { Menu } from './Menu.tsx';
import { saveBlob } from './saveBlob.ts';
import { Spinner } from './Spinner.tsx';
import { useCommand } from './useCommand.ts';


type ExportSource<Filter> =
  /** A list's `/exports/<list>` with the list's current filters, search and order (see api/exports.ts). */
  | { readonly list: ExportListName; readonly query?: ExportFilter }
  /** An export with its own call (a module's command logic) and what it needs at the moment of exporting. */
  | { readonly command: ExportCommandLogic<Filter>; readonly filter: Filter }
  /** A module's list export logic (records/listExport.ts) with the list's filters and order as shown. */
  | { readonly exports: ListExportLogic<ListFilters>; readonly filters: ListFilters; readonly sort: string | null };

export type ExportMenuProps<Filter = unknown> = ExportSource<Filter> & {
  /** The file's name when the answer names none (without extension). */
  readonly fileName: string;
};

const isFormat = (value: string): value is ExportFormat => value === 'xlsx' || value === 'csv';

/**
 * "Export" on a list screen: the rows the list shows (its filters and order, every page) as XLSX or CSV. One export
 * at a time; the progress shows while the server writes the file, a failure says why.
 */
export const ExportMenu = <Filter,>(props: ExportMenuProps<Filter>) => {
  const { fileName } = props;
  const { t } = useTranslation(['ui', 'common']);
  const save = (format: ExportFormat, file: Download) => saveBlob(file.blob, file.fileName ?? `${fileName}.${format}`);
  const logic = 'list' in props ? (listExport as ExportCommandLogic<unknown>) : 'command' in props ? (props.command as unknown as ExportCommandLogic<unknown>) : (listExportCommand as ExportCommandLogic<unknown>);
  const command = useCommand(logic, { onDone: (request, file) => save(request.format, file) });
  // What the export needs, read when it runs.
  const filterNow = (): unknown => ('list' in props ? { list: props.list, query: props.query ?? {} } : 'command' in props ? props.filter : { logic: props.exports, filters: props.filters, sort: props.sort });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <Menu
        trigger={
          <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
            {command.running ? <Spinner size="sm" decorative /> : <DownloadIcon size={16} aria-hidden="true" />}
            <span>{command.running ? t('ui:export.running') : t('ui:export.trigger')}</span>
          </span>
        }
        items={[
          { value: 'xlsx', label: t('ui:export.xlsx'), icon: <FileSpreadsheet size={16} />, disabled: command.running },
          { value: 'csv', label: t('ui:export.csv'), icon: <FileText size={16} />, disabled: command.running },
        ]}
        onSelect={(value) => {
          if (isFormat(value)) command.run({ format: value, filter: filterNow() });
        }}
      />
      <DownloadStatus
        running={command.running}
        percent={null}
        label={t('ui:export.progress', { name: fileName })}
        visibleLabel={t('ui:export.running')}
        errorTag={command.errorTag}
        onDismiss={command.dismiss}
      />
    </div>
  );
};
