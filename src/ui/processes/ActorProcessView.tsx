import { Suspense, useMemo, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { css } from '../../../styled-system/css/index.mjs';
import { introspectMachine } from '../../machines/introspection/introspect.ts';
import type { MachineRegistryEntry } from '../../machines/introspection/registryEntry.ts';
import { Spinner } from '../components/Spinner.tsx';
import { activeStateIds } from './activeStates.ts';
import { DiagramPanel } from './DiagramPanel.tsx';
import { activeNames } from './stateNames.ts';
import { useActorSnapshot } from './useLiveSnapshot.ts';
import { useExpandedStates } from './useExpandedStates.ts';
import { usePlainWords } from './usePlainWords.ts';
import { WaysOut } from './WaysOut.tsx';
import { processStory } from '../../machines/stories.ts';
import { RecordStoryView } from './story/RecordStoryView.tsx';

const none: ReadonlySet<string> = new Set();

/**
 * Beside a screen: a business workflow as its story, with the record's status and history (RecordStoryView); a
 * technical machine as its statechart, following the running actor.
 */
export const ActorProcessView = ({ entry, actor, recordId = null }: { readonly entry: MachineRegistryEntry; readonly actor: AnyActorRef; readonly recordId?: number | null }) => {
  const story = processStory(entry.id);
  return story ? <RecordStoryView story={story} entry={entry} actor={actor} recordId={recordId} /> : <ActorStatechartView entry={entry} actor={actor} />;
};

/** The live diagram of one running actor: its active states highlighted as it moves, a line saying where it is. */
const ActorStatechartView = ({ entry, actor }: { readonly entry: MachineRegistryEntry; readonly actor: AnyActorRef }) => {
  const { words, t } = usePlainWords();
  const graph = useMemo(() => introspectMachine(entry.machine), [entry]);
  const snapshot = useActorSnapshot(actor);
  const active = useMemo(() => (snapshot ? activeStateIds(graph, snapshot) : none), [graph, snapshot]);
  const { expanded, toggle } = useExpandedStates(graph);
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p role="status" className={css({ textStyle: 'small' })}>
        {t('live.running', { states: activeNames(graph, active, words) })}
      </p>
      <Suspense
        fallback={
          <div className={css({ display: 'grid', placeItems: 'center', py: '10' })}>
            <Spinner label={t('viewer.loading')} />
          </div>
        }
      >
        <DiagramPanel graph={graph} title={t(entry.titleKey)} active={active} selected={selected} onSelect={setSelected} expanded={expanded} onToggle={toggle} />
      </Suspense>
      <WaysOut graph={graph} selected={selected} />
    </div>
  );
};
