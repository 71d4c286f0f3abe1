import { describe, expect, it } from 'vitest';
import { isMachineSnapshot, StateMachine, type AnyStateMachine, type EventObject } from 'xstate';
import { bundleTranslate } from '../../src/machines/introspection/bundleTranslate.ts';
import { generatePaths } from '../../src/machines/introspection/generatePaths.ts';
import { introspectMachine } from '../../src/machines/introspection/introspect.ts';
import { coverageOf } from '../../src/machines/introspection/pathCoverage.ts';
import { labelKey } from '../../src/machines/introspection/plainWords.ts';
import { MACHINE_REGISTRY } from '../../src/machines/registry.ts';
import en from '../../locales/en/processes.json';
import it_ from '../../locales/it/processes.json';
import { generateMachinePaths } from './pathTestHelper.ts';
import { comparableJson } from '../../src/machines/introspection/comparableContext.ts';

// Every registered machine: paths generated from its statechart reach every state and take every transition (each
// guarded branch, eventless and done-state transitions included), and the real actor follows each path.

const registered = MACHINE_REGISTRY.map((entry) => ({ entry, graph: introspectMachine(entry.machine), paths: generatePaths(entry) }));

describe.each(registered.map((item) => [item.entry.id, item] as const))('%s', (_id, { entry, graph, paths }) => {
  it('has generated paths that cover every state and transition, and the actor follows them', () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(coverageOf(entry, graph, paths)).toEqual({ unreachedStates: [], untakenTransitions: [], mismatches: [] });
  });

  it('is stubbed with the same statechart it shows', () => {
    expect(introspectMachine(entry.stubbed)).toEqual(graph);
  });

  it('generates the same paths as the shared path-test helper', () => {
    if (entry.paths.strategy !== 'shortestAndSimple') return;
    for (const start of entry.paths.starts) {
      const helper = generateMachinePaths(entry.stubbed, { events: entry.paths.events, input: start.input as never });
      const ours = paths.filter((path) => path.start.id === start.id);
      const key = (events: readonly EventObject[]) => comparableJson(events);
      expect(new Set(ours.map((path) => key(path.events)))).toEqual(new Set(helper.map((path) => key(path.events))));
    }
  });

  it('names every part in plain words in both languages', () => {
    const keys = [
      entry.titleKey,
      entry.descriptionKey,
      ...entry.paths.starts.map((start) => start.labelKey),
      ...graph.transitions.flatMap((transition) => [
        ...(transition.guard === null ? [] : [labelKey('guards', transition.guard)]),
        ...transition.actions.map((action) => labelKey('actions', action)),
        ...(transition.trigger.kind === 'event' ? [labelKey('events', transition.trigger.name)] : []),
        ...(transition.trigger.kind === 'actorDone' || transition.trigger.kind === 'actorError' ? [labelKey('actors', transition.trigger.name)] : []),
        ...(transition.trigger.kind === 'after' ? [labelKey('delays', transition.trigger.name)] : []),
      ]),
      ...graph.states.flatMap((state) => [...state.entry, ...state.exit].map((action) => labelKey('actions', action))),
      ...graph.states.flatMap((state) => state.invokes.map((actor) => labelKey('actors', actor))),
    ];
    for (const bundle of [en, it_]) {
      const { exists } = bundleTranslate(bundle);
      expect([...new Set(keys)].filter((key) => !exists(key))).toEqual([]);
    }
  });
});

// States are named per state id (a `loading` of one machine is not another's): every state, the root included, has
// its own text in both languages, because the diagram, the table, the live view, the path stepper and the docs show it.
describe.each(registered.map((item) => [item.entry.id, item] as const))('%s states', (_id, { graph }) => {
  it.each([
    ['en', en],
    ['it', it_],
  ] as const)('are named in plain words in %s', (_language, bundle) => {
    const { exists } = bundleTranslate(bundle);
    expect(graph.states.map((state) => labelKey('states', state.id)).filter((key) => !exists(key))).toEqual([]);
  });
});

// Every machine defined under src/machines (exported machines and create…Machine factories) is in the registry.
const machineModules = import.meta.glob<Record<string, unknown>>('../../src/machines/**/*.machine.ts', { eager: true });

const definedMachineIds = (): string[] =>
  Object.values(machineModules).flatMap((module) =>
    Object.entries(module).flatMap(([name, value]): string[] => {
      if (value instanceof StateMachine) return [(value as AnyStateMachine).id];
      if (typeof value === 'function' && /^create\w*Machine$/.test(name)) {
        const made: unknown = (value as () => unknown)();
        return made instanceof StateMachine ? [(made as AnyStateMachine).id] : [];
      }
      return [];
    }),
  );

describe('the registry', () => {
  it('lists every workflow machine in the code, once', () => {
    const registeredIds = MACHINE_REGISTRY.map((entry) => entry.machine.id);
    expect(new Set(registeredIds).size).toBe(registeredIds.length);
    expect([...new Set(definedMachineIds())].filter((id) => !registeredIds.includes(id))).toEqual([]);
    expect(new Set(MACHINE_REGISTRY.map((entry) => entry.id)).size).toBe(MACHINE_REGISTRY.length);
  });

  it('has no state texts left for states that no machine has any more', () => {
    const keys = new Set(registered.flatMap(({ graph }) => graph.states.map((state) => labelKey('states', state.id).slice('states.'.length))));
    for (const bundle of [en, it_]) expect(Object.keys(bundle.states).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('has no action texts left for actions that no machine takes any more', () => {
    const actionKeys = (graph: (typeof registered)[number]['graph']): string[] => [
      ...graph.transitions.flatMap((transition) => transition.actions),
      ...graph.states.flatMap((state) => [...state.entry, ...state.exit]),
    ].map((action) => labelKey('actions', action).slice('actions.'.length));
    const keys = new Set(registered.flatMap(({ graph }) => actionKeys(graph)));
    // The built-ins' texts (`xstate_assign`: an inline assign) stay for any machine that writes one.
    const stale = (bundle: typeof en) => Object.keys(bundle.actions).filter((key) => !keys.has(key) && !key.startsWith('xstate_'));
    for (const bundle of [en, it_]) expect(stale(bundle)).toEqual([]);
  });

  it('generates paths of real snapshots', () => {
    const first = registered[0]?.paths[0];
    expect(first && first.snapshots.every((snapshot) => isMachineSnapshot(snapshot))).toBe(true);
  });
});
