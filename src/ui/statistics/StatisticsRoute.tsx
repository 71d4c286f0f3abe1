import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import type { SalesGrouping } from '../../api/statistics.ts';
import { articleCategoryStatistics, outcomeStatistics, salesStatistics, workStatistics } from '../../machines/records/statistics.logic.ts';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Select } from '../components/Select.tsx';
import { useRemoteValue } from '../components/useRemoteValue.ts';
import { StatisticsPanel } from './StatisticsPanel.tsx';
import { categoryTable, hoursTable, outcomeTable, salesTable, statusTable } from './statisticsTables.ts';
import { loadedOf } from './useStatistics.ts';
import { periodReversed } from './statisticsPeriod.ts';

const GROUPINGS: readonly SalesGrouping[] = ['month', 'agent', 'customer'];

/** statistics: sales (by period, agent, customer, article category), offer outcomes and work figures of a period as charts, each with a table view and CSV/XLSX downloads. */
const StatisticsRoute = () => {
  const { t } = useTranslation(['statistics', 'common']);
  const [location, navigate] = useLocation();
  // Period and grouping live in the address, so a view can be bookmarked and survives a reload.
  const params = new URLSearchParams(useSearch());
  const from = params.get('from');
  const to = params.get('to');
  const groupBy = GROUPINGS.find((grouping) => grouping === params.get('groupBy')) ?? 'month';
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
    const query = next.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };
  const period = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const salesFigures = useRemoteValue(salesStatistics, { ...period, groupBy });
  const categoryFigures = useRemoteValue(articleCategoryStatistics, period);
  const outcomeFigures = useRemoteValue(outcomeStatistics, { ...period, groupBy });
  const workFigures = useRemoteValue(workStatistics, period);
  const sales = loadedOf(salesFigures, (stats) => salesTable(t, stats));
  const categories = loadedOf(categoryFigures, (stats) => categoryTable(t, stats));
  const outcomes = loadedOf(outcomeFigures, (stats) => outcomeTable(t, stats));
  const hours = loadedOf(workFigures, (stats) => hoursTable(t, stats));
  const statuses = loadedOf(workFigures, (stats) => statusTable(t, stats));
  // Without a period in the address the server answers for 1 January to today: the fields show the period the
  // figures are of (the server's answer says it), so no chart stands under two empty dates.
  const shown = salesFigures.value;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader title={t('statistics:title')} description={t('statistics:description')} />
      <FilterBar label={t('statistics:filters')}>
        <DateTimeField
          label={t('statistics:from')}
          mode="date"
          value={from ?? shown?.from ?? null}
          onValueChange={(value) => setParam('from', value)}
          errors={periodReversed(from, to) ? [t('statistics:periodReversed')] : []}
        />
        <DateTimeField label={t('statistics:to')} mode="date" value={to ?? shown?.to ?? null} onValueChange={(value) => setParam('to', value)} />
        <Select
          label={t('statistics:groupByLabel')}
          name="groupBy"
          options={GROUPINGS.map((grouping) => ({ value: grouping, label: t(`statistics:groupBy.${grouping}`) }))}
          value={groupBy}
          onValueChange={(value) => setParam('groupBy', value === 'month' ? null : value)}
        />
      </FilterBar>
      <StatisticsPanel title={t('statistics:sales.title')} fileName={`sales-${groupBy}`} loaded={sales} series={[1, 2]} onRetry={salesFigures.retry} />
      <StatisticsPanel title={t('statistics:categories.title')} fileName="sales-article-category" loaded={categories} series={[1]} onRetry={categoryFigures.retry} />
      <StatisticsPanel title={t('statistics:outcomes.title')} fileName={`outcomes-${groupBy}`} loaded={outcomes} series={[1, 2, 3, 4]} onRetry={outcomeFigures.retry} />
      <StatisticsPanel title={t('statistics:hours.title')} fileName="work-hours" loaded={hours} series={[1]} onRetry={workFigures.retry} />
      <StatisticsPanel title={t('statistics:statuses.title')} fileName="works-tasks-status" loaded={statuses} series={[1, 2]} onRetry={workFigures.retry} />
    </div>
  );
};

export default StatisticsRoute;
