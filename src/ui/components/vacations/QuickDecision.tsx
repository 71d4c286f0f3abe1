import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { css } from '../../../../styled-system/css/index.mjs';
import { Button } from '../Button.tsx';
import { DecisionFailure } from './DecisionFailure.tsx';
import type { Vacation } from '../../../api/vacations.ts';
import { useVacationStatus, type VacationDecisionControls } from './useVacationStatus.ts';
import type { DecisionProps } from './VacationDecision.tsx';

// The dialogs (the period's date-time fields and their calendar, the switch, the duration preview: ~60 KB of
// JavaScript) load when a decision opens one, not with the dashboard that shows the row (issue 36 point 4).
// A chunk that fails to arrive closes the decision again (the row shows its buttons; the request's own screen still
// decides) rather than breaking the dashboard around it.
type DialogsProps = { vacation: Vacation; decision: VacationDecisionControls };
const loadDialogs = () => import('./DecisionDialogs.tsx').then((module): { default: ComponentType<DialogsProps> } => ({ default: module.DecisionDialogs }));
const Closing = ({ decision }: DialogsProps) => {
  useEffect(() => {
    decision.cancelChanges();
    decision.cancelRejection();
  }, [decision]);
  return null;
};
const DecisionDialogs = lazy(() => loadDialogs().catch(() => ({ default: Closing })));

export type QuickDecisionLabels = { accept: string; reject: string; acceptOf: string; rejectOf: string };

/**
 * Approve / reject in a list row or the dashboard: the same machine; rejecting asks for its reason and a
 * confirmation in the same dialog as on the request's screen. Labels come from the caller, whose screen has its own
 * namespace loaded; the rejection dialog loads `vacations` itself.
 */
export const QuickDecision = ({ vacation, onChanged, onOvertaken, labels }: Omit<DecisionProps, 'onWithdrawn'> & { labels: QuickDecisionLabels }) => {
  const decision = useVacationStatus(vacation, onChanged, onOvertaken ? { onOvertaken } : {});
  const { view } = decision;
  if (!view.decides) return null;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <div className={css({ display: 'flex', gap: '1', flexWrap: 'wrap' })}>
        {view.canAccept || view.pendingStatus === 'accepted' ? (
          <Button size="sm" variant="secondary" icon={<Check size={14} aria-hidden="true" />} loading={view.pendingStatus === 'accepted'} disabled={view.deciding} onClick={decision.accept} aria-label={labels.acceptOf}>
            {labels.accept}
          </Button>
        ) : null}
        {view.canReject || view.confirmingRejection || view.pendingStatus === 'rejected' ? (
          <Button size="sm" variant="ghost" icon={<X size={14} aria-hidden="true" />} loading={view.pendingStatus === 'rejected'} disabled={view.deciding} onClick={decision.reject} aria-label={labels.rejectOf}>
            {labels.reject}
          </Button>
        ) : null}
      </div>
      <DecisionFailure decision={decision} />
      {/* Mounted only when open: the dialogs' code and the `vacations` namespace arrive then, not with every row; while
          they load only the dialog waits (its own boundary), never the list or the dashboard around it. */}
      {view.confirmingRejection || view.changes !== null ? (
        <Suspense fallback={null}>
          <DecisionDialogs vacation={vacation} decision={decision} />
        </Suspense>
      ) : null}
    </div>
  );
};
