import { Suspense, useMemo, useState } from 'react';
import { css } from '../../../styled-system/css/index.mjs';
import { introspectMachine } from '../../machines/introspection/introspect.ts';
import { machineStates } from '../../machines/introspection/processGraph.ts';
import type { MachineRegistryEntry } from '../../machines/introspection/registryEntry.ts';
import { Button } from '../components/Button.tsx';
import { Section } from '../components/Section.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { DiagramPanel } from './DiagramPanel.tsx';
import { LiveView } from './LiveView.tsx';
import { PathView } from './PathView.tsx';
import { ProcessTable } from './ProcessTable.tsx';
import { useExpandedStates } from './useExpandedStates.ts';
import { usePlainWords } from './usePlainWords.ts';
import { WaysOut } from './WaysOut.tsx';

type Mode = 'live' | 'paths';

const Loading = ({ label }: { label: string }) => (
  <div className={css({ display: 'grid', placeItems: 'center', py: '10' })}>
    <Spinner label={label} />
  </div>
);

/** One registered machine: its diagram (live or along a generated path), the selected state's ways out, and the table. */
export const MachineView = ({ entry }: { readonly entry: MachineRegistryEntry }) => {
  const { t } = usePlainWords();
  const graph = useMemo(() => introspectMachine(entry.machine), [entry]);
  const [mode, setMode] = useState<Mode>('live');
  const [selected, setSelected] = useState<string | null>(null);
  const { expanded, toggle } = useExpandedStates(graph);
  const title = t(entry.titleKey);
  const diagram = (highlight: ReadonlySet<string>) => (
    <Suspense fallback={<Loading label={t('viewer.loading')} />}>
      <DiagramPanel graph={graph} title={title} active={highlight} selected={selected} onSelect={setSelected} expanded={expanded} onToggle={toggle} />
    </Suspense>
  );
  return (
    <Section title={title} description={t(entry.descriptionKey)}>
      <p className={css({ color: 'muted', textStyle: 'small' })}>{t('counts', { states: machineStates(graph).length, transitions: graph.transitions.length })}</p>
      <div role="group" aria-label={t('mode.label')} className={css({ display: 'flex', gap: '2' })}>
        {(['live', 'paths'] as const).map((value) => (
          <Button key={value} size="sm" variant={mode === value ? 'primary' : 'secondary'} aria-pressed={mode === value} onClick={() => setMode(value)}>
            {t(`mode.${value}`)}
          </Button>
        ))}
      </div>
      {mode === 'live' ? (
        <LiveView graph={graph}>{diagram}</LiveView>
      ) : (
        <Suspense fallback={<Loading label={t('paths.generating')} />}>
          <PathView entry={entry} graph={graph}>
            {diagram}
          </PathView>
        </Suspense>
      )}
      <WaysOut graph={graph} selected={selected} />
      <ProcessTable graph={graph} title={title} />
    </Section>
  );
};
