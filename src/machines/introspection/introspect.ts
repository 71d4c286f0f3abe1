import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { ProcessGraph, ProcessState, ProcessTransition, Trigger } from './processGraph.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The name an action or guard is known by: its `setup` key, the built-in's type (`xstate.assign`), or `inline`. */
export const implementationName = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value['type'] === 'string') return value['type'];
  if (typeof value === 'function') {
    const type: unknown = (value as { type?: unknown }).type;
    if (typeof type === 'string') return type;
    return value.name !== '' ? value.name : 'inline';
  }
  return 'inline';
};

// Scheduling of `after` delays: an implementation detail of the delayed transition the reader already sees.
const isDelayBookkeeping = (name: string) => name === 'xstate.raise' || name === 'xstate.cancel';

const actionNames = (actions: readonly unknown[]): string[] => actions.map(implementationName).filter((name) => !isDelayBookkeeping(name));

const afterPrefix = 'xstate.after.';
const prefixes: readonly (readonly [string, Trigger['kind']])[] = [
  ['xstate.done.actor.', 'actorDone'],
  ['xstate.error.actor.', 'actorError'],
  ['xstate.done.state.', 'stateDone'],
];

/** What triggers a transition, from its event type (XState 5 names actor outcomes, delays and done states by convention). */
export const triggerOf = (eventType: string, sourceId: string): Trigger => {
  if (eventType === '') return { kind: 'always', eventType, name: '' };
  if (eventType.startsWith(afterPrefix)) {
    const rest = eventType.slice(afterPrefix.length);
    const suffix = `.${sourceId}`;
    return { kind: 'after', eventType, name: rest.endsWith(suffix) ? rest.slice(0, -suffix.length) : rest };
  }
  for (const [prefix, kind] of prefixes) {
    if (eventType.startsWith(prefix)) return { kind, eventType, name: eventType.slice(prefix.length) };
  }
  return { kind: 'event', eventType, name: eventType };
};

const toTransition = (source: AnyStateNode, definition: AnyTransitionDefinition, branch: number): ProcessTransition => {
  const eventType = String(definition.eventType);
  return {
    id: `${source.id}|${eventType}|${branch}`,
    source: source.id,
    targets: (definition.target ?? []).map((target) => target.id),
    trigger: triggerOf(eventType, source.id),
    branch,
    guard: definition.guard === undefined ? null : implementationName(definition.guard),
    actions: actionNames(definition.actions),
    reenter: definition.reenter,
  };
};

const invokeName = (invoke: { id: string; src: unknown }) => (typeof invoke.src === 'string' ? invoke.src : invoke.id);

const toState = (node: AnyStateNode): ProcessState => {
  const children = Object.values(node.states);
  const initialTarget = node.type === 'compound' ? node.initial.target[0] : undefined;
  return {
    id: node.id,
    key: node.key,
    path: [...node.path],
    type: node.type,
    parent: node.parent?.id ?? null,
    children: children.map((child) => child.id),
    initial: initialTarget?.id ?? null,
    invokes: node.invoke.map(invokeName),
    entry: actionNames(node.entry),
    exit: actionNames(node.exit),
    tags: [...node.tags],
    description: node.description ?? null,
  };
};

const allNodes = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap((child) => allNodes(child))];

/** The machine as a ProcessGraph: every state node, every transition (each guarded branch apart), eventless ones included. */
export const introspectMachine = (machine: AnyStateMachine): ProcessGraph => {
  const nodes = allNodes(machine.root);
  const transitions = nodes.flatMap((node) => [
    ...[...node.transitions.entries()].flatMap(([, branches]) => branches.map((definition, branch) => toTransition(node, definition, branch))),
    ...(node.always ?? []).map((definition, branch) => toTransition(node, definition, branch)),
  ]);
  return { machineId: machine.id, rootId: machine.root.id, states: nodes.map(toState), transitions };
};
