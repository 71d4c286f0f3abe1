import Award from 'lucide-react/icons/award';
import Plus from 'lucide-react/icons/plus';
import Target from 'lucide-react/icons/target';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import type { PackageSortField } from '../../api/packages.ts';
import { formatNumber } from '../../domain/numberFormat.ts';
import { packageQuery, packagesList } from '../../machines/records/packages.logic.ts';
import { ExportMenu } from '../components/ExportMenu.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { pagedTableProps } from '../components/pagedTableProps.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { TextField } from '../components/TextField.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { PACKAGE_STATUS_TONES } from './packageStatus.ts';
import { useSectionTitle } from './useSectionTitle.ts';

const sortKey = (field: PackageSortField): PackageSortField => field;

/** evaluators: the packages (goals assigned to a person for a period), newest year first; 50 per page. */
const PackagesListRoute = () => {
  const { t, i18n } = useTranslation(['evaluators', 'common']);
  const section = useSectionTitle();
  const dates = useDateFormat();
  const canCreate = usePermission('packages.create');
  const canListGoals = usePermission('goals.viewAny');
  const list = usePagedList(
    packagesList,
    {},
    { address: { filters: ['search'] } },
  );
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={section}
        description={t('evaluators:packages.title')}
        actions={
          <>
            <ExportMenu list="packages" query={packageQuery(list.filters, list.sort)} fileName={t('evaluators:packages.title')} />
            {canListGoals ? (
              <Link href="/evaluators/goals" className={button({ variant: 'secondary' })}>
                <Target size={16} aria-hidden="true" />
                <span>{t('evaluators:goals.title')}</span>
              </Link>
            ) : null}
            {canCreate ? (
              <Link href="/evaluators/packages/create" className={button({ variant: 'primary' })}>
                <Plus size={16} aria-hidden="true" />
                <span>{t('evaluators:packages.create')}</span>
              </Link>
            ) : null}
          </>
        }
      />
      <FilterBar label={t('evaluators:packages.filters')}>
        <TextField label={t('common:actions.search')} type="search" value={list.filters.search ?? ''} onValueChange={(search) => list.filter({ search })} />
      </FilterBar>
      <DataTable
        caption={t('evaluators:packages.title')}
        {...pagedTableProps(list, t)}
        rowKey={(pkg) => pkg.id}
        empty={{ message: list.filters.search ? t('common:states.emptySearch') : t('evaluators:packages.empty'), icon: <Award size={28} aria-hidden="true" /> }}
        columns={[
          {
            key: 'user',
            header: t('evaluators:packages.fields.user'),
            cell: (pkg) => (
              <Link href={`/evaluators/packages/${pkg.id}`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                {pkg.user.name}
              </Link>
            ),
          },
          { key: 'evaluator', header: t('evaluators:packages.fields.evaluator'), cell: (pkg) => pkg.evaluator.name, hideBelow: 'md' },
          { key: 'year', header: t('evaluators:packages.fields.year'), cell: (pkg) => pkg.year, align: 'end', sortKey: sortKey('year') },
          { key: 'period', header: t('evaluators:packages.fields.period'), cell: (pkg) => `${dates.date(pkg.periodStart)} – ${dates.date(pkg.periodEnd)}`, hideBelow: 'lg', sortKey: sortKey('period_start') },
          { key: 'goals', header: t('evaluators:packages.fields.goalsCount'), cell: (pkg) => pkg.goals.length, align: 'end', hideBelow: 'sm' },
          { key: 'score', header: t('evaluators:packages.fields.weightedScore'), cell: (pkg) => (pkg.weightedScore === null ? '—' : formatNumber(pkg.weightedScore, i18n.language)), align: 'end', hideBelow: 'md' },
          { key: 'status', header: t('evaluators:packages.fields.status'), sortKey: sortKey('status'), cell: (pkg) => <StatusBadge status={pkg.status} tones={PACKAGE_STATUS_TONES} label={t(`evaluators:packages.status.${pkg.status}`)} /> },
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};

export default PackagesListRoute;
