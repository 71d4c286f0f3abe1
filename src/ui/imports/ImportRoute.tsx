import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { IMPORT_KINDS } from '../../domain/importKinds.ts';
import type { ImportKind, ImportMode } from '../../machines/dataImport/dataImport.types.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { Checkbox } from '../components/Checkbox.tsx';
import { FileUpload } from '../components/FileUpload.tsx';
import { errorTagText } from '../components/messageText.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { ProgressBar } from '../components/ProgressBar.tsx';
import { Section } from '../components/Section.tsx';
import { Select } from '../components/Select.tsx';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';
import { BackToSetup } from '../components/BackToSetup.tsx';
import { BadRows, CountsList, ErrorFileButtons, ImportHistory, MappingTable } from './ImportParts.tsx';
import { useDataImport } from './useDataImport.ts';
import { ShowProcessButton } from '../components/ShowProcessButton.tsx';

const MODES: readonly ImportMode[] = ['all-or-nothing', 'skip-bad-rows'];
const isKind = (value: string): value is ImportKind => (IMPORT_KINDS as readonly string[]).includes(value);
const isMode = (value: string): value is ImportMode => (MODES as readonly string[]).includes(value);

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
const actions = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' });

/**
 * settings/import (issue 34): bring customers, articles, price lists… in from XLSX or CSV. The steps are the
 * dataImport statechart's; the screen shows the step the snapshot is in and sends the user's choices as events.
 */
const ImportRoute = () => {
  const { t } = useTranslation(['imports', 'ui', 'common']);
  const { decimal } = useDecimalFormat();
  const im = useDataImport();
  const { view } = im;
  const fieldError = Object.values(view.fieldErrors).flat()[0];
  const failure = view.errorTag === null ? null : view.errorTag === 'Invalid' && fieldError ? fieldError : errorTagText(t, view.errorTag);
  const choosing = view.step === 'upload' || view.step === 'uploading';
  return (
    <div className={stack}>
      <PageHeader title={t('imports:title')} description={t('imports:description')} actions={<ShowProcessButton actor={im.actor} machineId="dataImport" />} />
      <BackToSetup />
      {failure !== null ? (
        <div role="alert">
          <Alert tone="danger">{failure}</Alert>
        </div>
      ) : null}

      {choosing ? (
        <Section headingLevel={3} title={t('imports:upload.title')} description={t('imports:upload.description')}>
          <div className={stack}>
            <Select
              label={t('imports:upload.kind')}
              name="kind"
              options={IMPORT_KINDS.map((kind) => ({ value: kind, label: t(`imports:kinds.${kind}`) }))}
              value={view.kind}
              disabled={view.busy}
              onValueChange={(value) => (value !== null && isKind(value) ? im.chooseKind(value) : undefined)}
            />
            <FileUpload
              label={t('imports:upload.file')}
              hint={view.fileName ? t('imports:upload.chosen', { file: view.fileName }) : t('imports:upload.hint')}
              accept={['.xlsx', '.csv', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']}
              maxFiles={1}
              disabled={view.busy}
              onFilesSelected={(files) => im.chooseFile(files[0] ?? null)}
              uploads={[]}
              onRetry={() => undefined}
              onRemove={() => undefined}
            />
            <div className={actions}>
              <Button variant="primary" disabled={!view.canUpload} loading={view.step === 'uploading'} onClick={im.upload}>
                {t('imports:actions.upload')}
              </Button>
            </div>
          </div>
        </Section>
      ) : null}

      {view.mapping ? (
        <Section headingLevel={3} title={t('imports:mapping.title')} description={t('imports:mapping.description', { file: view.fileName ?? '' })}>
          <div className={stack}>
            <MappingTable mapping={view.mapping} onMap={im.map} />
            {view.mapping.createMissing === null ? null : (
              <div>
                <Checkbox label={t('imports:mapping.createMissing')} name="createMissing" checked={view.mapping.createMissing} disabled={view.busy} onCheckedChange={im.setCreateMissing} />
                <p className={css({ textStyle: 'small', color: 'muted' })}>{t('imports:mapping.createMissingHint')}</p>
              </div>
            )}
            {view.mapping.missing.length > 0 ? (
              <p className={css({ color: 'danger' })}>
                {t('imports:mapping.missing', { fields: view.mapping.missing.map((name) => view.mapping?.fields.find((field) => field.name === name)?.label ?? name).join(', ') })}
              </p>
            ) : null}
            <div className={actions}>
              <Button variant="primary" disabled={!view.canCheck} loading={view.step === 'checking'} onClick={im.check}>
                {t('imports:actions.check')}
              </Button>
              <Button variant="ghost" disabled={view.busy} onClick={im.suggest}>
                {t('imports:actions.suggest')}
              </Button>
              <Button variant="ghost" disabled={!view.canCancel} onClick={im.cancel}>
                {t('imports:actions.discard')}
              </Button>
            </div>
          </div>
        </Section>
      ) : null}

      {view.review && view.step === 'reviewed' ? (
        <Section headingLevel={3} title={t('imports:review.title')} description={t('imports:review.description', { file: view.review.fileName, count: view.review.rowCount })}>
          <div className={stack}>
            {view.review.counts ? <CountsList counts={view.review.counts} /> : null}
            {view.review.errorCount > 0 ? (
              <>
                <Alert tone="warning">{t('imports:review.badRows', { count: view.review.badRowCount })}</Alert>
                <BadRows errors={view.review.errors} total={view.review.errorCount} />
                <ErrorFileButtons downloading={view.review.downloading} disabled={!view.review.canDownload && !view.review.downloading} onDownload={im.download} />
                <Select
                  label={t('imports:review.mode')}
                  name="mode"
                  placeholder={t('imports:review.modePlaceholder')}
                  options={MODES.map((mode) => ({ value: mode, label: t(`imports:modes.${mode}`, { count: view.review?.badRowCount ?? 0 }) }))}
                  value={view.review.mode ?? ''}
                  onValueChange={(value) => (value !== null && isMode(value) ? im.chooseMode(value) : undefined)}
                />
              </>
            ) : (
              <Alert tone="success">{t('imports:review.allGood')}</Alert>
            )}
            <div className={actions}>
              <Button variant="primary" disabled={!view.canRun} onClick={im.run}>
                {t('imports:actions.run')}
              </Button>
              <Button variant="ghost" disabled={!view.canRemap} onClick={im.remap}>
                {t('imports:actions.remap')}
              </Button>
              <Button variant="ghost" disabled={!view.canCancel} onClick={im.cancel}>
                {t('imports:actions.discard')}
              </Button>
            </div>
          </div>
        </Section>
      ) : null}

      {view.step === 'importing' ? (
        <Section headingLevel={3} title={t('imports:progress.title')}>
          <div className={stack}>
            <ProgressBar
              value={view.progress ? view.progress.percent : null}
              label={t('imports:progress.label')}
              visibleLabel={view.progress ? t('imports:progress.rows', { done: decimal(String(view.progress.done)), total: decimal(String(view.progress.total)) }) : t('imports:progress.starting')}
            />
            <div className={actions}>
              <Button variant="danger" disabled={!view.canCancel} onClick={im.cancel}>
                {t('imports:actions.cancelRun')}
              </Button>
            </div>
          </div>
        </Section>
      ) : null}

      {view.step === 'done' || view.step === 'failed' || view.step === 'cancelled' || view.step === 'undone' || view.step === 'undoing' ? (
        <Section headingLevel={3} title={t(`imports:outcome.${view.step}`)}>
          <div className={stack} aria-live="polite">
            {view.step === 'failed' ? <Alert tone="danger">{t('imports:outcome.failedText', { count: view.review?.badRowCount ?? 0 })}</Alert> : null}
            {view.step === 'cancelled' ? <Alert tone="info">{t('imports:outcome.cancelledText')}</Alert> : null}
            {view.review?.counts && (view.step === 'done' || view.step === 'failed') ? <CountsList counts={view.review.counts} tense={view.step === 'done' ? 'written' : 'planned'} /> : null}
            {view.review && view.review.errorCount > 0 && (view.step === 'done' || view.step === 'failed') ? (
              <>
                <BadRows errors={view.review.errors} total={view.review.errorCount} />
                <ErrorFileButtons downloading={view.review.downloading} disabled={!view.review.canDownload && !view.review.downloading} onDownload={im.download} />
              </>
            ) : null}
            {view.undo ? (
              <>
                <Alert tone="success">{t('imports:outcome.undoneText', { removed: decimal(String(view.undo.removed)), restored: decimal(String(view.undo.restored)) })}</Alert>
                {view.undo.kept.length > 0 ? (
                  <div>
                    <p>{t('imports:outcome.kept', { count: view.undo.kept.length })}</p>
                    <ul className={css({ listStyle: 'disc', pl: '5' })}>
                      {view.undo.kept.map((kept) => (
                        <li key={`${kept.row}|${kept.record}`}>{t('imports:outcome.keptRow', { row: decimal(String(kept.row)), record: kept.record, reason: kept.reason })}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </>
            ) : null}
            <div className={actions}>
              {view.step === 'done' || view.step === 'undoing' ? (
                <Button variant="secondary" disabled={!view.canUndo} loading={view.step === 'undoing'} onClick={im.undo}>
                  {t('imports:actions.undo')}
                </Button>
              ) : null}
              <Button variant="primary" disabled={!view.canRestart} onClick={im.restart}>
                {t('imports:actions.restart')}
              </Button>
            </div>
          </div>
        </Section>
      ) : null}

      {view.step === 'upload' ? (
        <Section headingLevel={3} title={t('imports:history.title')} description={t('imports:history.description')}>
          <ImportHistory history={view.history} busy={view.busy} onUndo={im.undoPast} onRetry={im.retryHistory} />
        </Section>
      ) : null}
    </div>
  );
};

export default ImportRoute;
