import { describe, expect, it } from 'vitest';
import { implementationName, introspectMachine, triggerOf } from '../../../src/machines/introspection/introspect.ts';
import { nonRootStates, stateById } from '../../../src/machines/introspection/processGraph.ts';
import { sampleMachine } from './sampleMachine.ts';

const graph = introspectMachine(sampleMachine);
const transition = (id: string) => graph.transitions.find((candidate) => candidate.id === id);

describe('introspectMachine', () => {
  it('lists every state, parents before children, with its type and nesting', () => {
    expect(graph.rootId).toBe('sample');
    expect(graph.states.map((state) => state.id)).toEqual([
      'sample',
      'sample.idle',
      'sample.deciding',
      'sample.busy',
      'sample.busy.left',
      'sample.busy.left.fetching',
      'sample.busy.left.failed',
      'sample.busy.left.done',
      'sample.busy.right',
      'sample.busy.right.waiting',
      'sample.busy.right.done',
      'sample.finished',
    ]);
    expect(nonRootStates(graph)).toHaveLength(11);
    expect(stateById(graph, 'sample.busy')).toMatchObject({ type: 'parallel', parent: 'sample', children: ['sample.busy.left', 'sample.busy.right'], initial: null, entry: ['announce'] });
    expect(stateById(graph, 'sample.busy.left')).toMatchObject({ type: 'compound', initial: 'sample.busy.left.fetching', path: ['busy', 'left'] });
    expect(stateById(graph, 'sample.busy.left.fetching')).toMatchObject({ type: 'atomic', invokes: ['fetchThing'] });
    expect(stateById(graph, 'sample.finished')?.type).toBe('final');
  });

  it('reads each guarded branch as its own transition, with guard and actions by name', () => {
    expect(transition('sample.idle|go|0')).toMatchObject({ targets: ['sample.busy'], guard: 'isBig', actions: [], branch: 0, trigger: { kind: 'event', name: 'go' } });
    expect(transition('sample.idle|go|1')).toMatchObject({ targets: ['sample.deciding'], guard: null, actions: ['increment'], branch: 1 });
  });

  it('keeps transitions without a target (actions only) and transitions of the root', () => {
    expect(transition('sample.idle|tick|0')).toMatchObject({ targets: [], actions: ['increment'] });
    expect(transition('sample|reset|0')).toMatchObject({ source: 'sample', targets: ['sample.idle'], actions: ['announce'] });
  });

  it('reads eventless, delayed, actor outcome and done-state transitions', () => {
    expect(transition('sample.deciding||0')).toMatchObject({ trigger: { kind: 'always', name: '' }, guard: 'isBig', targets: ['sample.busy'] });
    expect(transition('sample.deciding||1')).toMatchObject({ trigger: { kind: 'always' }, targets: ['sample.idle'] });
    expect(transition('sample.busy.right.waiting|xstate.after.shortWait.sample.busy.right.waiting|0')).toMatchObject({ trigger: { kind: 'after', name: 'shortWait' } });
    expect(transition('sample.busy.left.fetching|xstate.done.actor.fetchThing|0')).toMatchObject({ trigger: { kind: 'actorDone', name: 'fetchThing' }, targets: ['sample.busy.left.done'] });
    expect(transition('sample.busy.left.fetching|xstate.error.actor.fetchThing|0')).toMatchObject({ trigger: { kind: 'actorError', name: 'fetchThing' } });
    expect(transition('sample.busy|xstate.done.state.sample.busy|0')).toMatchObject({ trigger: { kind: 'stateDone', name: 'sample.busy' }, targets: ['sample.finished'] });
    expect(graph.transitions).toHaveLength(10);
  });

  it('hides the bookkeeping of delays from entry actions', () => {
    expect(stateById(graph, 'sample.busy.right.waiting')?.entry).toEqual([]);
  });
});

describe('triggerOf and implementationName', () => {
  it('names triggers by XState 5 conventions', () => {
    expect(triggerOf('login.submit', 's')).toEqual({ kind: 'event', eventType: 'login.submit', name: 'login.submit' });
    expect(triggerOf('xstate.after.1000.s.a', 's.a')).toMatchObject({ kind: 'after', name: '1000' });
  });

  it('names parameterised, string, built-in and inline implementations', () => {
    expect(implementationName('setUser')).toBe('setUser');
    expect(implementationName({ type: 'setNotice', params: {} })).toBe('setNotice');
    expect(implementationName(() => undefined)).toBe('inline');
  });
});
