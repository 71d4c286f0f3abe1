import { Check, CheckCheck, RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Vacation } from '../../api/vacations.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { errorTagText, messageText } from '../components/messageText.ts';
import { Section } from '../components/Section.tsx';
import { ShowProcessButton } from '../processes/ShowProcessButton.tsx';
import { TextArea } from '../components/TextArea.tsx';
import { useVacationStatus } from './useVacationStatus.ts';
import { VacationStatusBadge } from './VacationStatusBadge.tsx';

type DecisionProps = { vacation: Vacation; onChanged: (vacation: Vacation) => void };

const Failure = ({ decision }: { decision: ReturnType<typeof useVacationStatus> }) => {
  const { t } = useTranslation(['vacations', 'errors', 'ui']);
  const text = decision.refusal ? messageText(t, decision.refusal) : decision.errorTag ? errorTagText(t, decision.errorTag) : null;
  return text ? (
    <Alert tone="danger" onDismiss={decision.dismiss}>
      {text}
    </Alert>
  ) : null;
};

/** The request's decision on its own screen: status, both notes, and the approver's actions with a note. */
export const VacationDecision = ({ vacation, onChanged }: DecisionProps) => {
  const { t } = useTranslation(['vacations', 'common']);
  const decision = useVacationStatus(vacation, onChanged, { live: true });
  const shown = { ...vacation, status: decision.status };
  return (
    <Section title={t('vacations:decision.title')} actions={<ShowProcessButton actor={decision.actor} machineId="vacationStatus" />}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <VacationStatusBadge vacation={shown} />
        {vacation.approver && decision.status !== 'pending' ? <span className={css({ color: 'muted', textStyle: 'small' })}>{t('vacations:decision.decidedBy', { name: vacation.approver.name })}</span> : null}
      </div>
      <dl className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
        <div>
          <dt className={css({ color: 'muted', textStyle: 'small' })}>{t('vacations:decision.requesterNote')}</dt>
          <dd data-testid="requester-note">{vacation.notes ?? '—'}</dd>
        </div>
        <div>
          <dt className={css({ color: 'muted', textStyle: 'small' })}>{t('vacations:fields.approverNotes')}</dt>
          <dd data-testid="approver-note">{vacation.approverNotes ?? '—'}</dd>
        </div>
      </dl>
      <Failure decision={decision} />
      {decision.mayDecide ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <TextArea label={t('vacations:decision.note')} name="approverNote" rows={2} maxLength={2000} value={decision.note} onValueChange={decision.setNote} />
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            <Button variant="primary" icon={<Check size={16} aria-hidden="true" />} disabled={!decision.canAccept} loading={decision.pendingStatus === 'accepted'} onClick={decision.accept}>
              {t('vacations:decision.accept')}
            </Button>
            <Button variant="secondary" icon={<CheckCheck size={16} aria-hidden="true" />} disabled={!decision.canModify} loading={decision.pendingStatus === 'modified'} onClick={decision.modify}>
              {t('vacations:decision.modify')}
            </Button>
            <Button variant="danger" icon={<X size={16} aria-hidden="true" />} disabled={!decision.canReject} loading={decision.pendingStatus === 'rejected'} onClick={decision.reject}>
              {t('vacations:decision.reject')}
            </Button>
            <Button variant="ghost" icon={<RotateCcw size={16} aria-hidden="true" />} disabled={!decision.canReopen} loading={decision.pendingStatus === 'pending'} onClick={decision.reopen}>
              {t('vacations:decision.reopen')}
            </Button>
          </div>
        </div>
      ) : null}
    </Section>
  );
};

export type QuickDecisionLabels = { accept: string; reject: string; acceptOf: string; rejectOf: string };

/**
 * Approve / reject in a list row or the dashboard: the same machine, without the note. Labels come from the
 * caller, whose screen has its own namespace loaded (the dashboard does not load `vacations`).
 */
export const QuickDecision = ({ vacation, onChanged, labels }: DecisionProps & { labels: QuickDecisionLabels }) => {
  const decision = useVacationStatus(vacation, onChanged);
  if (!decision.mayDecide) return null;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <div className={css({ display: 'flex', gap: '1', flexWrap: 'wrap' })}>
        {decision.canAccept ? (
          <Button size="sm" variant="secondary" icon={<Check size={14} aria-hidden="true" />} loading={decision.pendingStatus === 'accepted'} disabled={decision.deciding} onClick={decision.accept} aria-label={labels.acceptOf}>
            {labels.accept}
          </Button>
        ) : null}
        {decision.canReject ? (
          <Button size="sm" variant="ghost" icon={<X size={14} aria-hidden="true" />} loading={decision.pendingStatus === 'rejected'} disabled={decision.deciding} onClick={decision.reject} aria-label={labels.rejectOf}>
            {labels.reject}
          </Button>
        ) : null}
      </div>
      <Failure decision={decision} />
    </div>
  );
};
