import CalendarDays from 'lucide-react/icons/calendar-days';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { profileEventsList } from '../../machines/records/profiles.logic.ts';
import { isAllowed } from '../app/gate.ts';
import { useAccess } from '../app/sessionHooks.ts';
import { DataList } from '../components/DataList.tsx';
import { errorTagText } from '../components/messageText.ts';
import { Pagination } from '../components/Pagination.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { useHere, withReturnPath } from '../components/returnPath.ts';
import { profileEventWhen } from './profileEventWhen.ts';

/**
 * Sub-tab "events": calendar events the profile attends, newest first. Each opens in the event editor (read-only on a
 * calendar the user may only read) for who may reach that screen: a visit listed here was a dead end before.
 */
export const ProfileEventsTab = ({ profileId }: { profileId: number }) => {
  const { t } = useTranslation(['directory', 'common']);
  // The editor route's own gate (calendar.routes.ts): no link that leads to a refusal.
  const canOpen = isAllowed({ module: 'events', permission: 'events.update', tenantModule: 'calendar' }, useAccess());
  const list = usePagedList(profileEventsList, {}, { context: profileId });
  const dates = useDateFormat();
  // The editor's Cancel and Save come back here (this tab of this profile), not to the calendar.
  const here = useHere();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <DataList
        label={t('directory:tabs.events')}
        items={list.items}
        itemKey={(event) => event.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        empty={{ message: t('directory:events.empty'), icon: <CalendarDays size={28} aria-hidden="true" /> }}
        renderItem={(event) => (
          <div className={css({ display: 'flex', gap: '2', justifyContent: 'space-between', flexWrap: 'wrap' })}>
            {canOpen ? (
              <Link href={withReturnPath(`/calendar/${event.calendarId}/events/${event.id}/edit`, here)} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                {event.summary ?? t('common:events.untitled')}
              </Link>
            ) : (
              <span className={css({ fontWeight: '600' })}>{event.summary ?? t('common:events.untitled')}</span>
            )}
            <span className={css({ color: 'muted' })}>{profileEventWhen(event, dates)}</span>
          </div>
        )}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};
