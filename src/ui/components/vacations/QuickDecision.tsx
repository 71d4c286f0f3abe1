import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { lazy, Suspense } from 'react';
import { css } from '../../../../styled-system/css/index.mjs';
import { Button } from '../Button.tsx';
import { DecisionFailure } from './DecisionFailure.tsx';
import { useVacationStatus } from './useVacationStatus.ts';
import type { DecisionProps } from './VacationDecision.tsx';

// The dialogs (the period's date-time fields and their calendar, the switch, the duration preview: ~60 KB of
// JavaScript) load when a decision opens one, not with the dashboard that shows the row (issue 36 point 4).
const DecisionDialogs = lazy(() => import('./DecisionDialogs.tsx').then((module) => ({ default: module.DecisionDialogs })));

export type QuickDecisionLabels = { accept: string; reject: string; acceptOf: string; rejectOf: string };

/**
 * Approve / reject in a list row or the dashboard: the same machine; rejecting asks for its reason and a
 * confirmation in the same dialog as on the request's screen. Labels come from the caller, whose screen has its own
 * namespace loaded; the rejection dialog loads `vacations` itself.
 */
export const QuickDecision = ({ vacation, onChanged, labels }: DecisionProps & { labels: QuickDecisionLabels }) => {
  const decision = useVacationStatus(vacation, onChanged);
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
