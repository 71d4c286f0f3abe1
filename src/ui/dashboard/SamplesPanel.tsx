import FlaskConical from 'lucide-react/icons/flask-conical';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { createPagedListMachine } from '../../machines/generic/pagedList.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { DataList } from '../components/DataList.tsx';
import { Section } from '../components/Section.tsx';
import { loadSamplesToApprove, type SampleToApprove } from './dashboardLoaders.ts';
import { usePanelList } from './usePanelList.ts';
import { PanelLink } from './PanelLink.tsx';
import { samplePath } from './panelPaths.ts';

const samplesList = createPagedListMachine<SampleToApprove>();

/** Samples waiting for approval (samples.approve). */
export const SamplesPanel = () => {
  const { t } = useTranslation('dashboard');
  const { client } = useApiClients();
  const list = usePanelList(samplesList, () => loadSamplesToApprove(client));
  return (
    <Section title={t('samples.title')} description={t('samples.description')}>
      <DataList
        label={t('samples.title')}
        items={list.items}
        itemKey={(sample) => sample.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorTag={list.errorTag}
        errorMessage={t('panelError')}
        empty={{ message: t('samples.empty'), icon: <FlaskConical size={28} aria-hidden="true" /> }}
        renderItem={(sample) => (
          <PanelLink href={samplePath(sample)}>
            <div className={css({ display: 'flex', flexDirection: 'column' })}>
              <span className={css({ fontWeight: '600' })}>{sample.number}</span>
              <span className={css({ color: 'muted', textStyle: 'small' })}>{sample.customer.name}</span>
            </div>
          </PanelLink>
        )}
      />
    </Section>
  );
};
