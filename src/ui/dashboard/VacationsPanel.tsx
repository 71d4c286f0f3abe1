import Palmtree from 'lucide-react/icons/tree-palm';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { decidesAtOnce } from '../../machines/vacationStatus/vacationStatus.connect.ts';
import { vacationStatusMachine } from '../../machines/vacationStatus/vacationStatus.logic.ts';
import type { Vacation } from '../../api/vacations.ts';
import { DataList } from '../components/DataList.tsx';
import { notify } from '../components/notify.ts';
import { Section } from '../components/Section.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { QuickDecision } from '../components/vacations/QuickDecision.tsx';
import { periodText } from '../components/vacations/vacationPeriod.ts';
import { useViewer } from '../components/vacations/useVacationStatus.ts';
import { pendingVacationsPanel } from '../../machines/records/dashboard.logic.ts';
import { usePanelList } from './usePanelList.ts';
import { pendingVacationsPath } from './panelPaths.ts';
import { decisionNotice } from './decisionNotice.ts';

// Class names computed once, not per item and per render (Panda's css() runs at run time: issue 36 point 4).
const allClass = css({ color: 'accent', textDecoration: 'underline', textStyle: 'small' });
const rowClass = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const titleClass = css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' });
const detailClass = css({ color: 'muted', textStyle: 'small' });

/** Vacation requests waiting for my decision (vacations.changeStatus, or my team's), decided here or in the list they link to. */
export const VacationsPanel = () => {
  const { t } = useTranslation(['dashboard', 'common']);
  const dates = useDateFormat();
  const viewer = useViewer();
  const list = usePanelList(pendingVacationsPanel);
  // Only what waits for me, as the status machine decides it: never my own request, and for a team leader only their
  // team's (the server lists a leader's own requests beside the team's).
  const waiting = list.items.filter((vacation) => decidesAtOnce(vacationStatusMachine, vacation, viewer));
  // Stable for the rows' shared machine (useVacationStatus binds one per handler): say what was decided, then reload.
  const { reload } = list;
  const seeAllRef = useRef<HTMLAnchorElement>(null);
  // A row decided here leaves the panel with the button that decided it, and focus with it (to the page's body):
  // once the reloaded rows arrive, a keyboard user carries on from the panel's "all pending requests" link.
  const decidedHere = useRef(false);
  const decided = useCallback(
    (vacation: Vacation) => {
      const notice = decisionNotice(t, vacation);
      if (notice !== null) notify.success(notice);
      decidedHere.current = true;
      reload();
    },
    [t, reload],
  );
  // Another approver decided first (409): the row would leave the panel with the server's words under it, so a notice
  // says it, and the panel reads the requests again.
  const overtaken = useCallback(() => {
    notify.info(t('dashboard:vacations.overtaken'));
    decidedHere.current = true;
    reload();
  }, [t, reload]);
  useEffect(() => {
    const active = document.activeElement;
    if (!decidedHere.current || (active !== null && active !== document.body)) return;
    decidedHere.current = false;
    seeAllRef.current?.focus();
  }, [list.items]);
  return (
    <Section
      title={t('dashboard:vacations.title')}
      description={t('dashboard:vacations.description')}
      actions={
        <Link ref={seeAllRef} href={pendingVacationsPath()} className={allClass}>
          {t('dashboard:vacations.seeAll')}
        </Link>
      }
    >
      <DataList
        label={t('dashboard:vacations.title')}
        items={waiting}
        itemKey={(vacation) => vacation.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorTag={list.errorTag}
        errorMessage={t('dashboard:panelError')}
        empty={{ message: t('dashboard:vacations.empty'), icon: <Palmtree size={28} aria-hidden="true" /> }}
        renderItem={(vacation) => (
          <div className={rowClass}>
            <Link href={`/vacations/${vacation.id}/edit`} className={titleClass}>
              {vacation.user.name}
            </Link>
            <span className={detailClass}>
              {t(`common:eventTypes.${vacation.type}`)} · {periodText(dates, vacation)}
            </span>
            <QuickDecision
              vacation={vacation}
              onChanged={decided}
              onOvertaken={overtaken}
              labels={{
                accept: t('dashboard:vacations.approve'),
                reject: t('dashboard:vacations.reject'),
                acceptOf: t('dashboard:vacations.approveOf', { name: vacation.user.name }),
                rejectOf: t('dashboard:vacations.rejectOf', { name: vacation.user.name }),
              }}
            />
          </div>
        )}
      />
    </Section>
  );
};
