import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { registryEntry } from '../../machines/registry.ts';
import { PROCESS_STORIES, processStory } from '../../machines/stories.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { StoryView } from './story/StoryView.tsx';
import { processLink } from './processLink.ts';
import { TechnicalProcesses } from './TechnicalProcesses.tsx';


/**
 * Processi (issue 35): the business workflows, each told in plain words for the people who own it. The technical
 * machines (forms, lists, commands…) are on /processes/technical, linked at the bottom of the list, for developers.
 */
const ProcessesRoute = () => {
  const { t } = useTranslation('processes');
  const { machineId } = useParams<{ machineId?: string }>();
  if (machineId === 'technical') return <TechnicalProcesses />;
  const story = machineId === undefined ? PROCESS_STORIES[0] : processStory(machineId);
  const entry = story ? registryEntry(story.machineId) : undefined;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader title={t('title')} description={t('business.subtitle')} />
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '14rem minmax(0, 1fr)' }, gap: '4', alignItems: 'start' })}>
        <nav aria-label={t('machineList')} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <ul className={css({ display: 'flex', flexDirection: { base: 'row', lg: 'column' }, flexWrap: 'wrap', gap: '0.5' })}>
            {PROCESS_STORIES.map((candidate) => {
              const candidateEntry = registryEntry(candidate.machineId);
              return (
                <li key={candidate.machineId}>
                  <Link href={`/processes/${candidate.machineId}`} className={processLink} aria-current={candidate.machineId === story?.machineId ? 'page' : undefined}>
                    {candidateEntry ? t(candidateEntry.titleKey) : candidate.machineId}
                  </Link>
                </li>
              );
            })}
          </ul>
          <Link href="/processes/technical" className={css({ px: '3', color: 'muted', textStyle: 'small', textDecoration: 'underline' })}>
            {t('business.technicalLink')}
          </Link>
        </nav>
        {story && entry ? <StoryView key={story.machineId} story={story} title={t(entry.titleKey)} /> : <EmptyState message={t('notFound', { id: machineId ?? '' })} />}
      </div>
    </div>
  );
};

export default ProcessesRoute;
