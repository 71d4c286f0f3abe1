import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';

export type SampleEvent = EventObject & Readonly<Record<string, unknown>>;

/** Events offered in each state, several per type where a guard branches on the payload; a function may look at the snapshot. */
export type SampleEvents = readonly SampleEvent[] | ((snapshot: AnyMachineSnapshot) => readonly SampleEvent[]);

/** One way the machine can start (its input), traversed on its own; the label names it for the path stepper. */
export type PathStart = {
  readonly id: string;
  /** Key in the `processes` namespace. */
  readonly labelKey: string;
  readonly input?: unknown;
};

export type PathSetup = {
  readonly starts: readonly PathStart[];
  /**
   * Invoked actors do not run while paths are generated: their outcomes are sample events
   * (`xstate.done.actor.<id>` with an output, `xstate.error.actor.<id>` with an error), offered here beside the user's events.
   */
  readonly events: SampleEvents;
  /**
   * `shortest`: one shortest path to every (state, entering transition); `shortestAndSimple` adds every simple path.
   * Machines with parallel regions use `shortest`: their simple paths grow combinatorially.
   */
  readonly strategy: 'shortest' | 'shortestAndSimple';
  /** Cap of traversal steps, for machines whose context grows without bound. */
  readonly limit?: number;
};

/**
 * A workflow machine as the statechart viewer, the docs and the path tests see it. `stubbed` is `machine.provide()`d
 * with actors that never settle, so that only the generated path drives it.
 */
export type MachineRegistryEntry = {
  /** URL segment and docs file name. */
  readonly id: string;
  /** Keys in the `processes` namespace. */
  readonly titleKey: string;
  readonly descriptionKey: string;
  readonly machine: AnyStateMachine;
  readonly stubbed: AnyStateMachine;
  readonly paths: PathSetup;
};

export const actorDone = (actorId: string, output: unknown): SampleEvent => ({ type: `xstate.done.actor.${actorId}`, output });

export const actorError = (actorId: string, error: unknown): SampleEvent => ({ type: `xstate.error.actor.${actorId}`, error });

/** The event XState raises when an `after` delay of `stateId` elapses. */
export const afterDelay = (delay: string, stateId: string): SampleEvent => ({ type: `xstate.after.${delay}.${stateId}` });

/** A tagged API error as the machines see it (DESIGN §4: they branch on `_tag`). */
export const taggedError = (tag: string, extra: Readonly<Record<string, unknown>> = {}): Readonly<Record<string, unknown>> => ({ _tag: tag, ...extra });
