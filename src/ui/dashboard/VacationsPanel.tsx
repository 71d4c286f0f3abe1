import { Palmtree } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { createPagedListMachine } from '../../machines/generic/pagedList.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { DataList } from '../components/DataList.tsx';
import { Section } from '../components/Section.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { loadPendingVacations, type PendingVacation } from './dashboardLoaders.ts';
import { usePanelList } from './usePanelList.ts';
import { PanelLink } from './PanelLink.tsx';
import { pendingVacationsPath } from './panelPaths.ts';

const vacationsList = createPagedListMachine<PendingVacation>();

/** Vacation requests waiting for my decision (vacations.changeStatus). */
export const VacationsPanel = () => {
  const { t } = useTranslation(['dashboard', 'common']);
  const dates = useDateFormat();
  const { client } = useApiClients();
  const list = usePanelList(vacationsList, () => loadPendingVacations(client));
  return (
    <Section title={t('dashboard:vacations.title')} description={t('dashboard:vacations.description')}>
      <DataList
        label={t('dashboard:vacations.title')}
        items={list.items}
        itemKey={(vacation) => vacation.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorTag={list.errorTag}
        errorMessage={t('dashboard:panelError')}
        empty={{ message: t('dashboard:vacations.empty'), icon: <Palmtree size={28} aria-hidden="true" /> }}
        renderItem={(vacation) => (
          <PanelLink href={pendingVacationsPath()}>
            <div className={css({ display: 'flex', flexDirection: 'column' })}>
              <span className={css({ fontWeight: '600' })}>{vacation.user.name}</span>
              <span className={css({ color: 'muted', textStyle: 'small' })}>
                {t(`common:eventTypes.${vacation.type}`)} ·{' '}
                {t('dashboard:vacations.period', {
                  from: dates.day(vacation.start),
                  to: dates.day(vacation.end),
                })}
              </span>
            </div>
          </PanelLink>
        )}
      />
    </Section>
  );
};
