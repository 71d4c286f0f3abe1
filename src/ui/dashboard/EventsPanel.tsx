import CalendarDays from 'lucide-react/icons/calendar-days';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { DataList } from '../components/DataList.tsx';
import { Section } from '../components/Section.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { upcomingEventsPanel } from '../../machines/records/dashboard.logic.ts';
import { UPCOMING_DAYS } from '../../domain/constants/events.ts';
import { usePanelList } from './usePanelList.ts';
import { PanelLink } from './PanelLink.tsx';
import { eventPath } from './panelPaths.ts';

// Class names computed once, not per item and per render (Panda's css() runs at run time: issue 36 point 4).
const rowClass = css({ display: 'flex', gap: '3', alignItems: 'baseline', flexWrap: 'wrap' });
const dayClass = css({ fontWeight: '600', minW: '7rem', color: 'text' });
const todayClass = css({ fontWeight: '600', minW: '7rem', color: 'accent' });

/** Today's and upcoming events (events.viewAny). */
export const EventsPanel = ({ today }: { today: string }) => {
  const { t } = useTranslation(['dashboard', 'common']);
  const dates = useDateFormat();
  const list = usePanelList(upcomingEventsPanel, today);
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
              <div className={rowClass}>
                <span className={day === today ? todayClass : dayClass}>
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
