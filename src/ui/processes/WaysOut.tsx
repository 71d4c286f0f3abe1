import { css } from '../../../styled-system/css/index.mjs';
import { stateById, type ProcessGraph } from '../../machines/introspection/processGraph.ts';
import { usePlainWords } from './usePlainWords.ts';

/** The transitions leaving the selected state, in plain words: what a click on a state shows. */
export const WaysOut = ({ graph, selected }: { readonly graph: ProcessGraph; readonly selected: string | null }) => {
  const { words, t } = usePlainWords();
  const state = selected === null ? undefined : stateById(graph, selected);
  const leaving = state ? graph.transitions.filter((transition) => transition.source === state.id) : [];
  const nameOf = (id: string) => {
    const target = stateById(graph, id);
    return target ? words.state(target) : id;
  };
  return (
    <div aria-live="polite" className={css({ textStyle: 'small' })}>
      {state ? (
        <>
          <p className={css({ fontWeight: '600' })}>{t('viewer.leaves', { name: words.state(state) })}</p>
          <ul className={css({ listStyle: 'disc', pl: '5' })}>
            {leaving.map((transition) => (
              <li key={transition.id}>
                {words.transition(transition)} → {transition.targets.length === 0 ? t('table.stays') : transition.targets.map(nameOf).join(', ')}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={css({ color: 'muted' })}>{t('viewer.nothingSelected')}</p>
      )}
    </div>
  );
};
