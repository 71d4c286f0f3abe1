import ListOrdered from 'lucide-react/icons/list-ordered';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Phase } from '../../api/works.ts';
import type { DateFormatter } from '../../domain/dateFormat.ts';
import { phaseCommands, phaseDeletion, workPhasesList, type PhaseStatus } from '../../machines/records/works.logic.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DataList } from '../components/DataList.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { Section } from '../components/Section.tsx';
import { Select } from '../components/Select.tsx';
import { TextField } from '../components/TextField.tsx';
import { useCommand } from '../components/useCommand.ts';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { useFocusFirstInvalid } from '../components/useFocusFirstInvalid.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { PhaseEditDialog } from './PhaseEditDialog.tsx';

const PHASE_STATUSES: readonly PhaseStatus[] = ['todo', 'in_progress', 'done'];

/** A phase's dates in the reader's format: both, from a start, until an end, or nothing. */
const phaseDates = (t: TFunction, dates: DateFormatter, phase: Phase): string | null => {
  if (phase.startDate !== null && phase.endDate !== null) return t('works:phases.dates', { start: dates.date(phase.startDate), end: dates.date(phase.endDate) });
  if (phase.startDate !== null) return t('works:phases.from', { date: dates.date(phase.startDate) });
  if (phase.endDate !== null) return t('works:phases.until', { date: dates.date(phase.endDate) });
  return null;
};

/** Place, name, dates and description of a phase, as its row shows them. */
const PhaseSummary = ({ phase }: { phase: Phase }) => {
  const { t } = useTranslation('works');
  const dates = useDateFormat();
  const when = phaseDates(t, dates, phase);
  return (
    <div className={css({ flex: '1', minW: '10rem', display: 'flex', flexDirection: 'column', gap: '0.5', overflowWrap: 'anywhere' })}>
      <span className={css({ fontWeight: '600' })}>
        {phase.position}. {phase.name}
      </span>
      {when === null ? null : <span className={css({ color: 'muted', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' })}>{when}</span>}
      {phase.description === null ? null : <span className={css({ color: 'muted', fontSize: 'sm', whiteSpace: 'pre-line' })}>{phase.description}</span>}
    </div>
  );
};

/** The phases of a work, in order: add, change status, edit (name, description, place, dates), delete (after a confirmation). */
/** `canAct`: the work is within the user's record scope (else the phases are read-only; the server answers 403). */
export const WorkPhases = ({ workId, canAct = true }: { workId: number; canAct?: boolean }) => {
  const { t } = useTranslation(['works', 'common', 'validation']);
  const canCreate = usePermission('phases.create') && canAct;
  const canUpdate = usePermission('phases.update') && canAct;
  const canDelete = usePermission('phases.delete') && canAct;
  const [name, setName] = useState('');
  // The phase whose edit dialog is open (closing it gives the focus back to the Edit that opened it, as every dialog does).
  const [editing, setEditing] = useState<Phase | null>(null);
  // "Add phase" pressed without a name is refused on the field, which takes the focus (a greyed button would not say
  // why); the refusal lasts while the name stays empty, until a phase is added.
  const [rejections, setRejections] = useState(0);
  const formRef = useFocusFirstInvalid(rejections);
  const nameMissing = rejections > 0 && name.trim() === '';
  const list = usePagedList(workPhasesList, {}, { context: workId });
  const command = useCommand(phaseCommands, {
    onDone: (done) => {
      if (done.kind === 'add') {
        setName('');
        setRejections(0);
        notify.success(t('common:notices.created', { name: t('works:phases.entity') }));
      }
      list.reload();
    },
    onFailed: (failed) => notify.error(t(failed.kind === 'add' ? 'common:notices.notCreated' : 'common:notices.notUpdated', { name: t('works:phases.entity') })),
  });
  const remove = useConfirmAction(phaseDeletion, {
    onDone: () => {
      notify.success(t('common:notices.deleted', { name: t('works:phases.entity') }));
      list.reload();
    },
  });
  return (
    <Section title={t('works:phases.title')}>
      {canCreate ? (
        <form
          ref={formRef}
          noValidate
          className={css({ display: 'flex', gap: '2', alignItems: 'end', flexWrap: 'wrap' })}
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim() === '') {
              setRejections((count) => count + 1);
              return;
            }
            command.run({ workId, kind: 'add', name: name.trim() });
          }}
        >
          <div className={css({ flex: '1', minW: '12rem' })}>
            <TextField
              label={t('works:phases.name')}
              name="phaseName"
              required
              maxLength={255}
              value={name}
              errors={nameMissing ? [t('validation:required')] : undefined}
              onValueChange={setName}
            />
          </div>
          <Button type="submit" variant="secondary" loading={command.running && command.command?.kind === 'add'}>
            {t('works:phases.add')}
          </Button>
        </form>
      ) : null}
      {command.errorTag ? (
        <Alert tone="danger" onDismiss={command.dismiss}>
          {errorTagText(t, command.errorTag)}
        </Alert>
      ) : null}
      <DataList
        label={t('works:phases.title')}
        items={list.items}
        itemKey={(phase) => phase.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        errorTag={list.errorTag}
        empty={{ message: t('works:phases.empty'), icon: <ListOrdered size={28} aria-hidden="true" /> }}
        renderItem={(phase) => (
          <div className={css({ display: 'flex', alignItems: 'end', gap: '3', flexWrap: 'wrap' })}>
            <PhaseSummary phase={phase} />
            <div className={css({ minW: '10rem' })}>
              <Select
                label={t('works:phases.status', { name: phase.name })}
                options={PHASE_STATUSES.map((status) => ({ value: status, label: t(`works:phaseStatuses.${status}`) }))}
                value={phase.status}
                disabled={!canUpdate || command.running}
                onValueChange={(value) => {
                  const status = PHASE_STATUSES.find((candidate) => candidate === value);
                  if (status && status !== phase.status) command.run({ workId, kind: 'status', phaseId: phase.id, status });
                }}
              />
            </div>
            {canUpdate ? (
              <IconButton
                aria-label={t('works:phases.edit', { name: phase.name })}
                icon={<Pencil size={16} />}
                onClick={() => setEditing(phase)}
              />
            ) : null}
            {canDelete ? <IconButton aria-label={t('works:phases.delete', { name: phase.name })} icon={<Trash2 size={16} />} onClick={() => remove.ask({ ...phase, workId })} /> : null}
          </div>
        )}
      />
      {editing === null ? null : (
        <PhaseEditDialog
          key={editing.id}
          workId={workId}
          phase={editing}
          phaseCount={list.meta?.total ?? list.items.length}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (saved === null) {
              notify.info(t('works:phases.unchanged'));
              return;
            }
            notify.success(t('common:notices.updated', { name: t('works:phases.entity') }));
            list.reload();
          }}
          onFailed={() => notify.error(t('common:notices.notUpdated', { name: t('works:phases.entity') }))}
        />
      )}
      <ConfirmDialog
        {...remove.dialog}
        destructive
        title={t('common:confirmDeletion.title', { name: remove.payload?.name ?? '' })}
        description={t('common:confirmDeletion.message')}
        confirmLabel={t('common:confirmDeletion.confirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </Section>
  );
};
