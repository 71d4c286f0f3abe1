import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { MACHINE_REGISTRY, registryEntry } from '../../machines/registry.ts';
import { processStory } from '../../machines/stories.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { MachineView } from './MachineView.tsx';
import { processLink } from './processLink.ts';

/**
 * The developers' page: every machine drawn from its statechart with its generated paths. The technical machines
 * first; the business workflows' machines after them (their plain story is in Processi).
 */
export const TechnicalProcesses = () => {
  const { t } = useTranslation('processes');
  const search = new URLSearchParams(useSearch());
  const ordered = [...MACHINE_REGISTRY.filter((entry) => !processStory(entry.id)), ...MACHINE_REGISTRY.filter((entry) => processStory(entry.id))];
  const chosen = search.get('machine');
  const entry = chosen === null ? ordered[0] : registryEntry(chosen);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader title={t('business.technicalTitle')} description={t('business.technicalSubtitle')} />
      <Link href="/processes" className={css({ color: 'accent', textDecoration: 'underline', alignSelf: 'flex-start' })}>
        {t('business.backToProcesses')}
      </Link>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '14rem minmax(0, 1fr)' }, gap: '4', alignItems: 'start' })}>
        <nav aria-label={t('business.technicalTitle')}>
          <ul className={css({ display: 'flex', flexDirection: { base: 'row', lg: 'column' }, flexWrap: 'wrap', gap: '0.5' })}>
            {ordered.map((candidate) => (
              <li key={candidate.id}>
                <Link href={`/processes/technical?machine=${candidate.id}`} className={processLink} aria-current={candidate.id === entry?.id ? 'page' : undefined}>
                  {t(candidate.titleKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {entry ? <MachineView key={entry.id} entry={entry} /> : <EmptyState message={t('notFound', { id: chosen ?? '' })} />}
      </div>
    </div>
  );
};
