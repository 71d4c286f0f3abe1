import FlaskConical from 'lucide-react/icons/flask-conical';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { DataList } from '../components/DataList.tsx';
import { Section } from '../components/Section.tsx';
import { samplesToApprovePanel } from '../../machines/records/dashboard.logic.ts';
import { usePanelList } from './usePanelList.ts';
import { PanelLink } from './PanelLink.tsx';
import { samplePath } from './panelPaths.ts';

// Class names computed once, not per item and per render (Panda's css() runs at run time: issue 36 point 4).
const rowClass = css({ display: 'flex', flexDirection: 'column' });
const titleClass = css({ fontWeight: '600' });
const detailClass = css({ color: 'muted', textStyle: 'small' });

/** Samples waiting for approval (samples.approve). */
export const SamplesPanel = () => {
  const { t } = useTranslation('dashboard');
  const list = usePanelList(samplesToApprovePanel);
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
            <div className={rowClass}>
              <span className={titleClass}>{sample.number}</span>
              <span className={detailClass}>{sample.customer.name}</span>
            </div>
          </PanelLink>
        )}
      />
    </Section>
  );
};
