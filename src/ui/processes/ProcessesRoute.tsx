import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { MACHINE_REGISTRY, registryEntry } from '../../machines/registry.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { MachineView } from './MachineView.tsx';

const link = css({
  display: 'block',
  px: '3',
  py: '2',
  borderRadius: 'control',
  color: 'text',
  textDecoration: 'none',
  _hover: { bg: 'surfaceHover' },
  '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent', fontWeight: '600' },
});

/** Processi: every registered workflow machine drawn from its statechart (spec-independent; DESIGN §5 registry). */
const ProcessesRoute = () => {
  const { t } = useTranslation('processes');
  const { machineId } = useParams<{ machineId?: string }>();
  const entry = machineId === undefined ? MACHINE_REGISTRY[0] : registryEntry(machineId);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader title={t('title')} description={t('subtitle')} />
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '14rem minmax(0, 1fr)' }, gap: '4', alignItems: 'start' })}>
        <nav aria-label={t('machineList')}>
          <ul className={css({ display: 'flex', flexDirection: { base: 'row', lg: 'column' }, flexWrap: 'wrap', gap: '0.5' })}>
            {MACHINE_REGISTRY.map((candidate) => (
              <li key={candidate.id}>
                <Link href={`/processes/${candidate.id}`} className={link} aria-current={candidate.id === entry?.id ? 'page' : undefined}>
                  {t(candidate.titleKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {entry ? <MachineView key={entry.id} entry={entry} /> : <EmptyState message={t('notFound', { id: machineId ?? '' })} />}
      </div>
    </div>
  );
};

export default ProcessesRoute;
