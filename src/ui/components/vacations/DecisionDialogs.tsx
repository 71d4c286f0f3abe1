import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../../styled-system/css/index.mjs';
import type { Vacation } from '../../../api/vacations.ts';
import { formatHours } from '../../../domain/numberFormat.ts';
import { Button } from '../Button.tsx';
import { DateTimeField } from '../DateTimeField.tsx';
import { Dialog } from '../Dialog.tsx';
import { Switch } from '../Switch.tsx';
import { TextArea } from '../TextArea.tsx';
import { useDateFormat } from '../useDateFormat.ts';
import { fieldsOf, periodOfFields, withAllDayFields } from './decisionPeriod.ts';
import { DurationPreview } from './DurationPreview.tsx';
import type { VacationDecisionControls } from './useVacationStatus.ts';
import { periodText } from './vacationPeriod.ts';

type DialogsProps = { vacation: Vacation; decision: VacationDecisionControls };

/**
 * "Approva con modifiche": the period (the hours it costs as the server counts them) and the approver's note, then
 * approve, in one step. Open while the machine is in `choosingChanges`; the server's refusal of the period (overlap,
 * balance) shows here, so the approver can change it.
 */
const ChangesDialog = ({ vacation, decision }: DialogsProps) => {
  const { t, i18n } = useTranslation(['vacations', 'ui']);
  const dates = useDateFormat();
  const changes = decision.view.changes;
  if (changes === null) return null;
  const fields = fieldsOf(changes.period);
  const mode = fields.allDay ? 'date' : 'datetime';
  const edit = (next: typeof fields) => decision.editChanges(periodOfFields(next));
  const { start, end } = changes.period;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) decision.cancelChanges();
      }}
      title={t('vacations:decision.changesTitle')}
      description={t('vacations:decision.changesDescription', { name: vacation.user.name, period: periodText(dates, vacation), hours: formatHours(vacation.hours, i18n.language) })}
      footer={
        <>
          <Button variant="secondary" onClick={decision.cancelChanges}>
            {t('ui:confirm.cancel')}
          </Button>
          <Button variant="primary" disabled={!changes.canConfirm} onClick={decision.confirmChanges}>
            {t('vacations:decision.confirmChanges')}
          </Button>
        </>
      }
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <Switch label={t('vacations:fields.allDay')} name="decisionAllDay" checked={fields.allDay} onCheckedChange={(allDay) => edit(withAllDayFields(fields, allDay))} />
        <DateTimeField key={`start-${mode}`} mode={mode} label={t('vacations:fields.start')} name="decisionStart" required value={fields.start} onValueChange={(value) => edit({ ...fields, start: value })} />
        <DateTimeField key={`end-${mode}`} mode={mode} label={t('vacations:fields.end')} name="decisionEnd" required value={fields.end} onValueChange={(value) => edit({ ...fields, end: value })} />
        <DurationPreview userId={vacation.user.id} period={start !== null && end !== null ? { start, end } : null} />
        <TextArea label={t('vacations:decision.changesNote')} name="decisionNote" rows={2} maxLength={2000} value={decision.view.note} onValueChange={decision.setNote} />
        {changes.error ? (
          <p role="alert" className={css({ color: 'danger' })}>
            {changes.error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
};

/** The rejection asks for a reason (optional) and a confirmation; open while the machine is in `confirmingRejection`. */
const RejectionDialog = ({ vacation, decision }: DialogsProps) => {
  const { t } = useTranslation(['vacations', 'ui']);
  const dates = useDateFormat();
  const reasonRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog
      // The reason is what the approver writes next: focus starts there, not on the close button.
      initialFocusEl={() => reasonRef.current?.querySelector('textarea') ?? null}
      open={decision.view.confirmingRejection}
      onOpenChange={(open) => {
        if (!open) decision.cancelRejection();
      }}
      role="alertdialog"
      title={t('vacations:decision.rejectTitle')}
      description={t('vacations:decision.rejectDescription', { name: vacation.user.name, period: periodText(dates, vacation) })}
      footer={
        <>
          <Button variant="secondary" onClick={decision.cancelRejection}>
            {t('ui:confirm.cancel')}
          </Button>
          <Button variant="danger" onClick={decision.confirmRejection}>
            {t('vacations:decision.confirmReject')}
          </Button>
        </>
      }
    >
      <div ref={reasonRef}>
        <TextArea label={t('vacations:decision.reason')} name="rejectionReason" rows={3} maxLength={2000} value={decision.view.note} onValueChange={decision.setNote} />
      </div>
    </Dialog>
  );
};

export const DecisionDialogs = (props: DialogsProps) => (
  <>
    <ChangesDialog {...props} />
    <RejectionDialog {...props} />
  </>
);
