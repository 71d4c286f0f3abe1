import CalendarDays from 'lucide-react/icons/calendar-days';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { profileEventsList } from '../../machines/records/profiles.logic.ts';
import { DataList } from '../components/DataList.tsx';
import { errorTagText } from '../components/messageText.ts';
import { Pagination } from '../components/Pagination.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { profileEventWhen } from './profileEventWhen.ts';

/** Sub-tab "events": calendar events the profile attends, newest first. */
export const ProfileEventsTab = ({ profileId }: { profileId: number }) => {
  const { t } = useTranslation(['directory', 'common']);
  const list = usePagedList(profileEventsList, {}, { context: profileId });
  const dates = useDateFormat();
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
            <span className={css({ fontWeight: '600' })}>{event.summary ?? t('common:events.untitled')}</span>
            <span className={css({ color: 'muted' })}>{profileEventWhen(event, dates)}</span>
          </div>
        )}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};
