import CalendarDays from 'lucide-react/icons/calendar-days';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { createPagedListMachine } from '../../machines/generic/pagedList.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { DataList } from '../components/DataList.tsx';
import { Section } from '../components/Section.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { loadUpcomingEvents, UPCOMING_DAYS, type DashboardEvent } from './dashboardLoaders.ts';
import { usePanelList } from './usePanelList.ts';
import { PanelLink } from './PanelLink.tsx';
import { eventPath } from './panelPaths.ts';

const eventsList = createPagedListMachine<DashboardEvent>();

/** Today's and upcoming events (events.viewAny). */
export const EventsPanel = ({ today }: { today: string }) => {
  const { t } = useTranslation(['dashboard', 'common']);
  const dates = useDateFormat();
  const { client } = useApiClients();
  const list = usePanelList(eventsList, () => loadUpcomingEvents(client, today));
  return (
    <Section title={t('dashboard:events.title')} description={t('dashboard:events.description', { days: UPCOMING_DAYS })}>
      <DataList
        label={t('dashboard:events.title')}
        items={list.items}
        itemKey={(event) => event.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorTag={list.errorTag}
        errorMessage={t('dashboard:panelError')}
        empty={{ message: t('dashboard:events.empty'), icon: <CalendarDays size={28} aria-hidden="true" /> }}
        renderItem={(event) => {
          const day = event.start.slice(0, 10);
          return (
            <PanelLink href={eventPath(event)}>
              <div className={css({ display: 'flex', gap: '3', alignItems: 'baseline', flexWrap: 'wrap' })}>
                <span className={css({ fontWeight: '600', minW: '7rem', color: day === today ? 'accent' : 'text' })}>
                  {day === today ? t('dashboard:events.today') : dates.day(day)}
                  {event.allDay ? '' : ` · ${dates.time(event.start)}`}
                </span>
                <span>{event.summary?.trim() ? event.summary : t('common:events.untitled')}</span>
              </div>
            </PanelLink>
          );
        }}
      />
    </Section>
  );
};
