import Clock from 'lucide-react/icons/clock';
import Plus from 'lucide-react/icons/plus';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { allowancesQuery } from '../../machines/records/vacationQueries.ts';
import { allowancesList } from '../../machines/records/vacationHours.logic.ts';
import { ExportMenu } from '../components/ExportMenu.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { errorTagText } from '../components/messageText.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { TextField } from '../components/TextField.tsx';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { allowanceFigures } from './allowanceFigures.ts';
import { usePersonPicker } from './usePersonPicker.ts';

/** user-vacation-hours: every person's yearly allowance and working time, by year and person. */
const UserVacationHoursListRoute = () => {
  const { t, i18n } = useTranslation(['vacations', 'common', 'ui']);
  // The person filter offers whom this user may read (issue 30: allowances are personal); none without a team.
  const pickPerson = usePersonPicker('allowance');
  const canCreate = usePermission('user_vacation_hours.create');
  const canUpdate = usePermission('user_vacation_hours.update');
  const list = usePagedList(allowancesList);
  const weekday = (d: number) => t(`vacations:weekdays.${d}`).slice(0, 3);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('vacations:hours.title')}
        breadcrumbs={[{ label: t('vacations:list.title'), href: '/vacations' }, { label: t('vacations:hours.title') }]}
        actions={
          <>
            <ExportMenu list="allowances" query={allowancesQuery(list.filters)} fileName={t('vacations:hours.title')} />
            {canCreate ? (
              <Link href="/user-vacation-hours/create" className={button({ variant: 'primary' })}>
                <Plus size={16} aria-hidden="true" />
                <span>{t('vacations:hours.create')}</span>
              </Link>
            ) : null}
          </>
        }
      />
      <FilterBar label={t('vacations:hours.filters')}>
        <TextField label={t('vacations:hours.year')} name="year" inputMode="numeric" maxLength={4} value={list.filters.year ?? ''} onValueChange={(year) => list.filter({ year })} />
        {pickPerson ? (
          <RemoteCombobox label={t('vacations:fields.user')} value={list.filters.userId ?? null} selectedLabel={list.filters.userName ?? null} onValueChange={(userId, userName) => list.filter({ userId, userName })} load={pickPerson} />
        ) : null}
      </FilterBar>
      <DataTable
        caption={t('vacations:hours.title')}
        rows={list.items}
        rowKey={(h) => h.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        empty={{ message: t('vacations:hours.empty'), icon: <Clock size={28} aria-hidden="true" /> }}
        columns={[
          {
            key: 'user',
            header: t('vacations:fields.user'),
            cell: (h) =>
              canUpdate ? (
                <Link href={`/user-vacation-hours/${h.id}/edit`} aria-label={t('vacations:hours.editLink', { name: h.user.name, year: h.year })} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                  {h.user.name}
                </Link>
              ) : (
                <span className={css({ fontWeight: '600' })}>{h.user.name}</span>
              ),
          },
          { key: 'year', header: t('vacations:hours.year'), cell: (h) => h.year },
          { key: 'vacation', header: t('vacations:hours.vacationHours'), cell: (h) => allowanceFigures(h, i18n.language).vacationHours, align: 'end' },
          { key: 'permission', header: t('vacations:hours.permissionHours'), cell: (h) => allowanceFigures(h, i18n.language).permissionHours, align: 'end', hideBelow: 'sm' },
          { key: 'exHoliday', header: t('vacations:hours.exHolidayHours'), cell: (h) => allowanceFigures(h, i18n.language).exHolidayHours, align: 'end', hideBelow: 'md' },
          { key: 'perDay', header: t('vacations:hours.workingHoursPerDay'), cell: (h) => allowanceFigures(h, i18n.language).workingHoursPerDay, align: 'end', hideBelow: 'md' },
          { key: 'days', header: t('vacations:hours.workingDays'), cell: (h) => h.workingDays.map(weekday).join(' '), hideBelow: 'lg' },
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};

export default UserVacationHoursListRoute;
