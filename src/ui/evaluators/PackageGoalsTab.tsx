import { Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Package } from '../../api/packages.ts';
import { DataTable } from '../components/DataTable.tsx';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';

/** The goals a package assigns, with their weight in this package. */
export const PackageGoalsTab = ({ pkg }: { pkg: Package }) => {
  const { t } = useTranslation(['evaluators', 'common']);
  const decimals = useDecimalFormat();
  return (
    <DataTable
      caption={t('evaluators:packages.tabs.goals')}
      rows={pkg.goals}
      rowKey={(goal) => goal.id}
      status="ready"
      empty={{ message: t('evaluators:packages.noGoals'), icon: <Target size={28} aria-hidden="true" /> }}
      columns={[
        { key: 'title', header: t('evaluators:goals.fields.title'), cell: (goal) => goal.title },
        { key: 'weight', header: t('evaluators:goals.fields.weight'), cell: (goal) => decimals.percent(goal.weight), align: 'end' },
      ]}
    />
  );
};
