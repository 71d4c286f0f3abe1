import Check from 'lucide-react/icons/check';
import CheckCheck from 'lucide-react/icons/check-check';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Undo2 from 'lucide-react/icons/undo-2';
import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { css } from '../../../../styled-system/css/index.mjs';
import type { Vacation } from '../../../api/vacations.ts';
import { Button } from '../Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { Section } from '../Section.tsx';
import { ShowProcessButton } from '../ShowProcessButton.tsx';
import { TextArea } from '../TextArea.tsx';
import { DecisionDialogs } from './DecisionDialogs.tsx';
import { DecisionFailure } from './DecisionFailure.tsx';
import { useVacationStatus } from './useVacationStatus.ts';
import { VacationStatusBadge } from './VacationStatusBadge.tsx';

export type DecisionProps = {
  vacation: Vacation;
  onChanged: (vacation: Vacation) => void;
  /** Given where the requester may take back a pending request (the machine decides when): called once it is gone. */
  onWithdrawn?: () => void;
  /** Another approver decided before this withdrawal or decision arrived (409): the screen reads the request again. */
  onOvertaken?: () => void;
};

/**
 * The request's decision on its own screen: status, who decided, both notes (the approver's is the reason of a
 * rejection), and the approver's actions. "Approve with changes" and "Reject" open their dialogs (states of the
 * machine); what is offered is what the machine would take, and only that: a decision the request's state does not
 * allow is not shown at all (an accepted request showed a greyed "Approva", read as approvable again).
 */
export const VacationDecision = ({ vacation, onChanged, onWithdrawn, onOvertaken }: DecisionProps) => {
  const { t } = useTranslation(['vacations', 'common']);
  const decision = useVacationStatus(vacation, onChanged, { live: true, ...(onWithdrawn ? { onWithdrawn } : {}), ...(onOvertaken ? { onOvertaken } : {}) });
  const { view } = decision;
  const shown = { ...vacation, status: view.status };
  const inDialog = view.changes !== null || view.confirmingRejection;
  return (
    <Section title={t('vacations:decision.title')} actions={<ShowProcessButton actor={decision.actor} machineId="vacationStatus" />}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <VacationStatusBadge vacation={shown} />
        {vacation.approver && view.status !== 'pending' ? <span className={css({ color: 'muted', textStyle: 'small' })}>{t('vacations:decision.decidedBy', { name: vacation.approver.name })}</span> : null}
        {onWithdrawn && (view.canWithdraw || view.withdrawing) ? (
          <Button variant="secondary" icon={<Undo2 size={16} aria-hidden="true" />} loading={view.withdrawing} onClick={decision.withdraw}>
            {t('vacations:withdraw.action')}
          </Button>
        ) : null}
      </div>
      <dl className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
        <div>
          <dt className={css({ color: 'muted', textStyle: 'small' })}>{t('vacations:decision.requesterNote')}</dt>
          <dd data-testid="requester-note">{vacation.notes ?? '—'}</dd>
        </div>
        <div>
          <dt className={css({ color: 'muted', textStyle: 'small' })}>{t(view.status === 'rejected' ? 'vacations:decision.reason' : 'vacations:fields.approverNotes')}</dt>
          <dd data-testid="approver-note">{vacation.approverNotes ?? '—'}</dd>
        </div>
      </dl>
      <DecisionFailure decision={decision} />
      {view.decides ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {inDialog ? null : <TextArea label={t('vacations:decision.note')} name="approverNote" rows={2} maxLength={2000} value={view.note} onValueChange={decision.setNote} />}
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            {(
              [
                { status: 'accepted', allowed: view.canAccept, variant: 'primary', icon: <Check size={16} aria-hidden="true" />, label: 'vacations:decision.accept', onClick: decision.accept },
                { status: 'modified', allowed: view.canModify, variant: 'secondary', icon: <CheckCheck size={16} aria-hidden="true" />, label: 'vacations:decision.modify', onClick: decision.modify },
                { status: 'rejected', allowed: view.canReject, variant: 'danger', icon: <X size={16} aria-hidden="true" />, label: 'vacations:decision.reject', onClick: decision.reject },
                { status: 'pending', allowed: view.canReopen, variant: 'ghost', icon: <RotateCcw size={16} aria-hidden="true" />, label: 'vacations:decision.reopen', onClick: decision.reopen },
              ] as const
            )
              // Only the decisions the statechart allows are drawn; the one being sent stays, with its spinner.
              .filter((offer) => offer.allowed || view.pendingStatus === offer.status)
              .map((offer) => (
                <Button key={offer.status} variant={offer.variant} icon={offer.icon} disabled={view.deciding} loading={view.pendingStatus === offer.status} onClick={offer.onClick}>
                  {t(offer.label)}
                </Button>
              ))}
          </div>
        </div>
      ) : null}
      <DecisionDialogs vacation={vacation} decision={decision} />
      <ConfirmDialog
        open={view.confirmingWithdrawal || view.withdrawing}
        busy={view.withdrawing}
        destructive
        title={t('vacations:withdraw.title')}
        description={t('vacations:withdraw.message')}
        confirmLabel={t('vacations:withdraw.confirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        onConfirm={decision.confirmWithdrawal}
        onCancel={decision.cancelWithdrawal}
      />
    </Section>
  );
};
