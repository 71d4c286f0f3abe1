import { Effect } from 'effect';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { getArticleCategoryStatistics, getOutcomeStatistics, getSalesStatistics, getWorkStatistics, type SalesGrouping } from '../../api/statistics.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Select } from '../components/Select.tsx';
import { StatisticsPanel } from './StatisticsPanel.tsx';
import { categoryTable, hoursTable, outcomeTable, salesTable, statusTable } from './statisticsTables.ts';
import { useStatistics } from './useStatistics.ts';

const GROUPINGS: readonly SalesGrouping[] = ['month', 'agent', 'customer'];

/** statistics: sales (by period, agent, customer, article category), offer outcomes and work figures of a period as charts, each with a table view and CSV/XLSX downloads. */
const StatisticsRoute = () => {
  const { t } = useTranslation(['statistics', 'common']);
  const { client } = useApiClients();
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
  const [attempt, setAttempt] = useState(0);
  const period = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const sales = useStatistics(() => Effect.map(getSalesStatistics(client, { ...period, groupBy }), (stats) => salesTable(t, stats)), [client, from, to, groupBy, t], attempt);
  const categories = useStatistics(() => Effect.map(getArticleCategoryStatistics(client, period), (stats) => categoryTable(t, stats)), [client, from, to, t], attempt);
  const outcomes = useStatistics(() => Effect.map(getOutcomeStatistics(client, { ...period, groupBy }), (stats) => outcomeTable(t, stats)), [client, from, to, groupBy, t], attempt);
  const works = useStatistics(() => getWorkStatistics(client, period), [client, from, to], attempt);
  const retry = () => setAttempt((n) => n + 1);
  const hours = works.status === 'ready' ? { status: 'ready' as const, data: hoursTable(t, works.data) } : works;
  const statuses = works.status === 'ready' ? { status: 'ready' as const, data: statusTable(t, works.data) } : works;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader title={t('statistics:title')} description={t('statistics:description')} />
      <FilterBar label={t('statistics:filters')}>
        <DateTimeField label={t('statistics:from')} mode="date" value={from} onValueChange={(value) => setParam('from', value)} />
        <DateTimeField label={t('statistics:to')} mode="date" value={to} onValueChange={(value) => setParam('to', value)} />
        <Select
          label={t('statistics:groupByLabel')}
          name="groupBy"
          options={GROUPINGS.map((grouping) => ({ value: grouping, label: t(`statistics:groupBy.${grouping}`) }))}
          value={groupBy}
          onValueChange={(value) => setParam('groupBy', value === 'month' ? null : value)}
        />
      </FilterBar>
      <StatisticsPanel title={t('statistics:sales.title')} fileName={`sales-${groupBy}`} loaded={sales} series={[1, 2]} onRetry={retry} />
      <StatisticsPanel title={t('statistics:categories.title')} fileName="sales-article-category" loaded={categories} series={[1]} onRetry={retry} />
      <StatisticsPanel title={t('statistics:outcomes.title')} fileName={`outcomes-${groupBy}`} loaded={outcomes} series={[1, 2, 3, 4]} onRetry={retry} />
      <StatisticsPanel title={t('statistics:hours.title')} fileName="work-hours" loaded={hours} series={[1]} onRetry={retry} />
      <StatisticsPanel title={t('statistics:statuses.title')} fileName="works-tasks-status" loaded={statuses} series={[1, 2]} onRetry={retry} />
    </div>
  );
};

export default StatisticsRoute;
