import { useMemo, type ReactNode } from 'react';
import { css } from '../../../styled-system/css/index.mjs';
import type { ProcessGraph } from '../../machines/introspection/processGraph.ts';
import { activeStateIds } from './activeStates.ts';
import { activeNames } from './stateNames.ts';
import { useLiveSnapshot } from './useLiveSnapshot.ts';
import { usePlainWords } from './usePlainWords.ts';

const none: ReadonlySet<string> = new Set();

/** Highlights the states the machine running in this browser is in, following it as it moves. */
export const LiveView = ({ graph, children }: { readonly graph: ProcessGraph; readonly children: (active: ReadonlySet<string>) => ReactNode }) => {
  const { words, t } = usePlainWords();
  const snapshot = useLiveSnapshot(graph.machineId);
  const active = useMemo(() => (snapshot ? activeStateIds(graph, snapshot) : none), [graph, snapshot]);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p role="status" className={css({ textStyle: 'small' })}>
        {snapshot ? t('live.running', { states: activeNames(graph, active, words) }) : t('live.idle')}
        {snapshot && graph.machineId === 'session' ? ` ${t('live.session')}` : null}
      </p>
      {children(active)}
    </div>
  );
};
