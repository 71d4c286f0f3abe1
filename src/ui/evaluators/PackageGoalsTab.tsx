import Target from 'lucide-react/icons/target';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import type { Package } from '../../api/packages.ts';
import { DataTable } from '../components/DataTable.tsx';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';

/** The goals a package assigns, with their weight in this package; each opens as the package assigns it. */
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
        {
          key: 'title',
          header: t('evaluators:goals.fields.title'),
          cell: (goal) => (
            <Link href={`/evaluators/packages/${pkg.id}/goals/${goal.id}`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
              {goal.title}
            </Link>
          ),
        },
        { key: 'weight', header: t('evaluators:goals.fields.weight'), cell: (goal) => decimals.percent(goal.weight), align: 'end' },
      ]}
    />
  );
};
