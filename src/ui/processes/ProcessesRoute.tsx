import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { registryEntry } from '../../machines/registry.ts';
import { PROCESS_STORIES, processStory } from '../../machines/stories.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { StoryView } from './story/StoryView.tsx';
import { processLink } from './processLink.ts';
import { isAllowed } from '../app/gate.ts';
import { AccessDeniedScreen } from '../app/layouts/AccessDeniedScreen.tsx';
import { useAccess } from '../app/sessionHooks.ts';
import { useRouteTable } from '../app/routeTable.ts';
import { processGate, technicalGate } from './processGates.ts';

/**
 * Processi (issue 35): the business workflows, each told in plain words for the people who use it; each one shown to
 * whoever may open its module (processGates.ts). The technical machines (forms, lists, commands…) are on
 * /processes/technical, linked at the bottom of the list for those the route table lets in.
 */
const ProcessesRoute = () => {
  const { t } = useTranslation('processes');
  const { machineId } = useParams<{ machineId?: string }>();
  const access = useAccess();
  const routes = useRouteTable();
  const readable = PROCESS_STORIES.filter((candidate) => isAllowed(processGate(routes, candidate.machineId), access));
  const asked = machineId === undefined ? undefined : processStory(machineId);
  // A workflow of a module the user may not open, asked by its address: refused as its module's screens are.
  if (asked !== undefined && !readable.includes(asked)) return <AccessDeniedScreen />;
  const story = machineId === undefined ? readable[0] : asked;
  const entry = story ? registryEntry(story.machineId) : undefined;
  const missing = machineId === undefined ? t('business.noneForYou') : t('notFound', { id: machineId });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader title={t('title')} description={t('business.subtitle')} />
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '14rem minmax(0, 1fr)' }, gap: '4', alignItems: 'start' })}>
        <nav aria-label={t('machineList')} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <ul className={css({ display: 'flex', flexDirection: { base: 'row', lg: 'column' }, flexWrap: 'wrap', gap: '0.5' })}>
            {readable.map((candidate) => {
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
          {isAllowed(technicalGate(routes), access) && (
            <Link href="/processes/technical" className={css({ px: '3', color: 'muted', textStyle: 'small', textDecoration: 'underline' })}>
              {t('business.technicalLink')}
            </Link>
          )}
        </nav>
        {story && entry ? <StoryView key={story.machineId} story={story} title={t(entry.titleKey)} /> : <EmptyState message={missing} />}
      </div>
    </div>
  );
};

export default ProcessesRoute;
