import Plus from 'lucide-react/icons/plus';
import Target from 'lucide-react/icons/target';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import type { GoalSortField } from '../../api/goals.ts';
import { goalQuery, goalsList } from '../../machines/records/goals.logic.ts';
import { ExportMenu } from '../components/ExportMenu.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { pagedTableProps } from '../components/pagedTableProps.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { TextField } from '../components/TextField.tsx';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { useSectionTitle } from './useSectionTitle.ts';

const sortKey = (field: GoalSortField): GoalSortField => field;

/** evaluators/goals: search, sortable columns, newest year first; 50 per page. */
const GoalsListRoute = () => {
  const { t } = useTranslation(['evaluators', 'common']);
  const section = useSectionTitle();
  const decimals = useDecimalFormat();
  const canCreate = usePermission('goals.create');
  const list = usePagedList(
    goalsList,
    {},
    { address: { filters: ['search'] } },
  );
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('evaluators:goals.title')}
        breadcrumbs={[{ label: section, href: '/evaluators' }, { label: t('evaluators:goals.title') }]}
        actions={
          <>
            <ExportMenu list="goals" query={goalQuery(list.filters, list.sort)} fileName={t('evaluators:goals.title')} />
            {canCreate ? (
              <Link href="/evaluators/goals/create" className={button({ variant: 'primary' })}>
                <Plus size={16} aria-hidden="true" />
                <span>{t('evaluators:goals.create')}</span>
              </Link>
            ) : null}
          </>
        }
      />
      <FilterBar label={t('evaluators:goals.filters')}>
        <TextField label={t('common:actions.search')} type="search" value={list.filters.search ?? ''} onValueChange={(search) => list.filter({ search })} />
      </FilterBar>
      <DataTable
        caption={t('evaluators:goals.title')}
        {...pagedTableProps(list, t)}
        rowKey={(goal) => goal.id}
        empty={{ message: list.filters.search ? t('common:states.emptySearch') : t('evaluators:goals.empty'), icon: <Target size={28} aria-hidden="true" /> }}
        columns={[
          {
            key: 'title',
            header: t('evaluators:goals.fields.title'),
            sortKey: sortKey('title'),
            cell: (goal) => (
              <Link href={`/evaluators/goals/${goal.id}`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                {goal.title}
              </Link>
            ),
          },
          { key: 'category', header: t('evaluators:goals.fields.category'), cell: (goal) => goal.category ?? '—', hideBelow: 'md', sortKey: sortKey('category') },
          { key: 'weight', header: t('evaluators:goals.fields.weight'), cell: (goal) => decimals.percent(goal.weight), align: 'end', hideBelow: 'sm', sortKey: sortKey('weight') },
          { key: 'year', header: t('evaluators:goals.fields.year'), cell: (goal) => goal.year, align: 'end', sortKey: sortKey('year') },
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};

export default GoalsListRoute;
