import type { Effect } from 'effect';
import DownloadIcon from 'lucide-react/icons/download';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import FileText from 'lucide-react/icons/file-text';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Download } from '../../api/effect.ts';
import type { ApiError } from '../../api/errors.ts';
import type { ExportFormat } from '../../api/exports.ts';
import { createCommandMachine } from '../../machines/generic/command.machine.ts';
import { DownloadStatus } from './DownloadStatus.tsx';
import { Menu } from './Menu.tsx';
import { saveBlob } from './saveBlob.ts';
import { Spinner } from './Spinner.tsx';
import { useCommand } from './useCommand.ts';

const exportCommands = createCommandMachine<ExportFormat, Download>();

export type ExportMenuProps = {
  /** The list as a file in the chosen format, for the list's current filters and order (see api/exports.ts). */
  readonly load: (format: ExportFormat) => Effect.Effect<Download, ApiError>;
  /** The file's name when the answer names none (without extension). */
  readonly fileName: string;
};

const isFormat = (value: string): value is ExportFormat => value === 'xlsx' || value === 'csv';

/**
 * "Export" on a list screen: the rows the list shows (its filters and order, every page) as XLSX or CSV. One export
 * at a time; the progress shows while the server writes the file, a failure says why.
 */
export const ExportMenu = ({ load, fileName }: ExportMenuProps) => {
  const { t } = useTranslation(['ui', 'common']);
  const command = useCommand(exportCommands, {
    execute: load,
    onDone: (format, file) => saveBlob(file.blob, file.fileName ?? `${fileName}.${format}`),
  });
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
          if (isFormat(value)) command.run(value);
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
