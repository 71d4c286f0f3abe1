import { css } from '../../../styled-system/css/index.mjs';
import { machineStates, stateById, type ProcessGraph } from '../../machines/introspection/processGraph.ts';
import { usePlainWords } from './usePlainWords.ts';

const table = css({ w: 'full', borderCollapse: 'collapse', textStyle: 'small', '& th, & td': { textAlign: 'start', verticalAlign: 'top', p: '2', borderBottomWidth: '1px', borderColor: 'border' }, '& th': { fontWeight: '600' } });

const relative = (graph: ProcessGraph, id: string) => (id === graph.rootId ? id : id.slice(graph.rootId.length + 1));

const identifier = css({ display: 'block', color: 'muted', fontWeight: '400' });

/** The text alternative of the diagram: every state, and every transition in plain words. */
export const ProcessTable = ({ graph, title }: { readonly graph: ProcessGraph; readonly title: string }) => {
  const { words, t } = usePlainWords();
  const none = '—';
  // Plain words for readers; the identifier stays at hand (hover) for developers, who find it in the code.
  const named = (id: string) => {
    const state = stateById(graph, id);
    return (
      <span key={id} title={relative(graph, id)}>
        {state ? words.state(state) : relative(graph, id)}
      </span>
    );
  };
  const namedList = (ids: readonly string[]) => ids.flatMap((id, index) => (index === 0 ? [named(id)] : [', ', named(id)]));
  return (
    <details className={css({ '& summary': { cursor: 'pointer', fontWeight: '600', py: '2' } })}>
      <summary>{t('table.show')}</summary>
      <div className={css({ overflowX: 'auto', position: 'relative', display: 'flex', flexDirection: 'column', gap: '4' })}>
        <table className={table}>
          <caption className={css({ textAlign: 'start', fontWeight: '600', py: '2' })}>{t('table.caption', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.state')}</th>
              <th scope="col">{t('table.type')}</th>
              <th scope="col">{t('table.runs')}</th>
              <th scope="col">{t('table.entry')}</th>
            </tr>
          </thead>
          <tbody>
            {machineStates(graph).map((state) => (
              <tr key={state.id}>
                <th scope="row">
                  {words.state(state)}
                  <code className={identifier}>{relative(graph, state.id)}</code>
                </th>
                <td>{t(`stateType.${state.type}`)}</td>
                <td>{state.invokes.map(words.actor).join(', ') || none}</td>
                <td>{state.entry.map(words.action).join(', ') || none}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">{t('table.from')}</th>
              <th scope="col">{t('table.trigger')}</th>
              <th scope="col">{t('table.guard')}</th>
              <th scope="col">{t('table.actions')}</th>
              <th scope="col">{t('table.to')}</th>
            </tr>
          </thead>
          <tbody>
            {graph.transitions.map((transition) => (
              <tr key={transition.id}>
                <th scope="row">{named(transition.source)}</th>
                <td>{words.trigger(transition.trigger)}</td>
                <td>{transition.guard === null ? none : words.guard(transition.guard)}</td>
                <td>{transition.actions.map(words.action).join(', ') || none}</td>
                <td>{transition.targets.length === 0 ? t('table.stays') : namedList(transition.targets)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
};
