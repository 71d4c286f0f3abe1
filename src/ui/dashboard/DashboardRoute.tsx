import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { isApprover } from '../../machines/vacationStatus/mayDecide.ts';
import { isAllowed } from '../app/gate.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { DASHBOARD_PANELS, type DashboardPanelId } from './dashboardPanels.ts';
import { EventsPanel } from './EventsPanel.tsx';
import { SamplesPanel } from './SamplesPanel.tsx';
import { TasksPanel } from './TasksPanel.tsx';
import { todayIn } from '../../domain/todayIn.ts';
import { useViewer } from '../components/vacations/useVacationStatus.ts';
import { VacationsPanel } from './VacationsPanel.tsx';
import { SetupBanner } from '../components/SetupBanner.tsx';
import { useAccess, useCurrentUser } from '../app/sessionHooks.ts';
import { useTimeZone } from '../components/useTimeZone.ts';


// Class names computed once, not per render (Panda's css() runs at run time: issue 36 point 4).
const pageClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const gridClass = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: '4' });

/** Home: what the user has today and what waits for them; each part only for those allowed to see it. */
const DashboardRoute = () => {
  const { t } = useTranslation('dashboard');
  const user = useCurrentUser();
  const access = useAccess();
  const today = todayIn(useTimeZone());
  const viewer = useViewer();
  // Vacations to approve: for holders of vacations.changeStatus and for team leaders (their team's requests).
  const shows = (id: DashboardPanelId) => id !== 'vacations' || isApprover(viewer);
  const panels = DASHBOARD_PANELS.filter((panel) => isAllowed(panel, access) && shows(panel.id)).map((panel) => panel.id);
  const render = (id: DashboardPanelId) => {
    switch (id) {
      case 'events':
        return <EventsPanel key={id} today={today} />;
      case 'tasks':
        return user ? <TasksPanel key={id} userId={user.id} /> : null;
      case 'vacations':
        return <VacationsPanel key={id} />;
      case 'samples':
        return <SamplesPanel key={id} />;
    }
  };
  return (
    <div className={pageClass}>
      <PageHeader title={t('greeting', { name: user?.name ?? '' })} description={t('subtitle')} />
      {/* The banner's texts (the `settings` namespace, asked for when an administrator's banner first renders) and its
          record arrive on their own: the panels do not wait for them (a round trip on the dashboard's path). */}
      <Suspense fallback={null}>
        <SetupBanner />
      </Suspense>
      {panels.length === 0 ? (
        <EmptyState message={t('nothing')} icon={<LayoutDashboard size={28} aria-hidden="true" />} />
      ) : (
        <div className={gridClass}>
          {panels.map(render)}
        </div>
      )}
    </div>
  );
};

export default DashboardRoute;
