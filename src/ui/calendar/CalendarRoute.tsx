import CalendarPlus from 'lucide-react/icons/calendar-plus';
import GanttChart from 'lucide-react/icons/chart-no-axes-gantt';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { PREFERENCE_KEYS } from '../../domain/constants/preferences.ts';
import { COMPANY_CALENDAR_COLOUR, EVENT_TYPE_COLOURS, PENDING_VACATION_COLOUR, PERMISSION_SUBTYPE_COLOUR } from '../../domain/constants/eventColours.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Button } from '../components/Button.tsx';
import { ErrorState } from '../components/ErrorState.tsx';
import { ExportMenu } from '../components/ExportMenu.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { errorTagText, messageText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { usePermission } from '../components/usePermission.ts';
import { useTimeZone } from '../components/useTimeZone.ts';
import { useRemoteValue } from '../components/useRemoteValue.ts';
import { CalendarSidebar } from './CalendarSidebar.tsx';
import { applyViewChange } from '../../machines/eventEditor/eventEditor.logic.ts';
import { EVENT_CREATE_PATH, slotAddress } from '../../machines/eventEditor/eventSlot.ts';
import { fetchAllEvents, myCalendars } from '../../machines/records/calendar.logic.ts';
import { ICalFeedPanel } from './ICalFeedPanel.tsx';
import type { MyCalendar } from './calendarTypes.ts';
import { holidayParts, toSxParts } from './scheduleXEvents.ts';
import { useHolidays } from '../components/useHolidays.ts';
import { loadTemporal } from './temporal.ts';
import { scheduleXWeekStart } from './weekStart.ts';
import { useCurrentUser, usePreference } from '../app/sessionHooks.ts';

// Schedule-X (and Temporal when the browser lacks it) load with this route only.
const ScheduleXView = lazy(async () => {
  await loadTemporal();
  return import('./ScheduleXView.tsx');
});

const ALL_COLOURS = [PENDING_VACATION_COLOUR, COMPANY_CALENDAR_COLOUR, PERMISSION_SUBTYPE_COLOUR, ...Object.values(EVENT_TYPE_COLOURS)];

type Loaded = { readonly state: 'loading' } | { readonly state: 'failed' } | { readonly state: 'ready'; readonly calendars: readonly MyCalendar[] };

/** calendar: day, week, month and list views of the user's selected calendars, with the side list of calendars. */
const CalendarRoute = () => {
  const { t, i18n } = useTranslation(['calendar', 'common', 'vacations']);
  const holidayOf = useHolidays();
  const { client } = useApiClients();
  const [, navigate] = useLocation();
  const timeZone = useTimeZone();
  const user = useCurrentUser();
  const weekStart = scheduleXWeekStart(usePreference(PREFERENCE_KEYS.firstDayOfWeek));
  const canCreate = usePermission('events.create');
  const [version, setVersion] = useState(0);
  // The range the view shows (its last fetch): the export writes the events of that range, as the list view lists them.
  const [range, setRange] = useState<{ readonly start: string; readonly end: string } | null>(null);
  const mine = useRemoteValue(myCalendars, version);
  const loaded: Loaded = mine.failed ? { state: 'failed' } : mine.value !== null ? { state: 'ready', calendars: mine.value } : { state: 'loading' };
  const readyCalendars = loaded.state === 'ready' ? loaded.calendars : null;
  const calendars = useMemo(() => readyCalendars ?? [], [readyCalendars]);
  const companyIds = useMemo(() => new Set(calendars.filter((c) => c.calendar.type === 'company').map((c) => c.calendarId)), [calendars]);
  const untitled = t('common:events.untitled');
  const rejected = t('calendar:rejectedVacation');
  const selectedKey = calendars.filter((c) => c.selected).map((c) => c.calendarId).join(',');
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title={t('calendar:title')}
        description={t('calendar:description')}
        actions={
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            {range ? <ExportMenu list="events" query={{ start: range.start, end: range.end }} fileName={t('calendar:title')} /> : null}
            <Button variant="secondary" icon={<GanttChart size={16} aria-hidden="true" />} onClick={() => navigate('/calendar/timeline')}>
              {t('calendar:timeline.open')}
            </Button>
            {canCreate ? (
              <Button icon={<CalendarPlus size={16} aria-hidden="true" />} onClick={() => navigate(EVENT_CREATE_PATH)}>
                {t('calendar:newEvent')}
              </Button>
            ) : null}
          </div>
        }
      />
      {loaded.state === 'failed' ? (
        <ErrorState onRetry={() => setVersion((v) => v + 1)} />
      ) : loaded.state === 'loading' ? (
        <Spinner label={t('common:states.loading')} />
      ) : (
        <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: '16rem 1fr' }, alignItems: 'start' })}>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <CalendarSidebar calendars={calendars} userId={user?.id ?? null} onChanged={() => setVersion((v) => v + 1)} />
            <ICalFeedPanel />
          </div>
          <section aria-label={t('calendar:viewLabel')} className={css({ minW: '0' })}>
            <Suspense fallback={<Spinner label={t('common:states.loading')} />}>
              <ScheduleXView
                key={`${selectedKey}|${version}|${i18n.language}|${weekStart}`}
                timeZone={timeZone}
                locale={i18n.language === 'en' ? 'en-GB' : 'it-IT'}
                firstDayOfWeek={weekStart}
                colours={ALL_COLOURS}
                fetchEvents={async (shown) => {
                  setRange((previous) => (previous?.start === shown.start && previous.end === shown.end ? previous : shown));
                  return [
                    ...holidayParts(shown, holidayOf, (key) => t('vacations:holidays.label', { name: t(`vacations:holidays.names.${key}`) })),
                    ...(await fetchAllEvents(client, shown)).map((event) => toSxParts(event, { untitled, rejected, companyCalendarIds: companyIds })),
                  ];
                }}
                onOpen={({ calendarId, eventId }) => navigate(`/calendar/${calendarId}/events/${eventId}/edit`)}
                // A click on an empty time or day starts a new event there (the button above is the keyboard's way).
                onCreate={canCreate ? (slot) => navigate(slotAddress(slot)) : undefined}
                onChange={async (event, shift) => {
                  const result = await applyViewChange(client, { ...event, ...shift });
                  if (result.outcome === 'refused') notify.error(messageText(t, result.message));
                  if (result.outcome === 'failed') notify.error(`${t('common:notices.notUpdated', { name: t('calendar:entity') })} ${errorTagText(t, result.errorTag)}`);
                  if (result.outcome !== 'saved') return null;
                  notify.success(t('common:notices.updated', { name: t('calendar:entity') }));
                  return toSxParts({ ...result.event, editable: true }, { untitled, rejected, companyCalendarIds: companyIds });
                }}
              />
            </Suspense>
          </section>
        </div>
      )}
    </div>
  );
};

export default CalendarRoute;
