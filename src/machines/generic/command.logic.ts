import type { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import type { ApiError } from '../../api/errors.ts';
import { createCommandMachine, type CommandMachine } from './command.machine.ts';
import { fromApiEffect } from './fromApiEffect.ts';

// See record.logic.ts for what a generic logic value is. The one switch over a screen's command union lives in
// `execute`; a GuardFailure (guardFailure.ts) refuses before any call.

export type CommandLogic<Command, Result> = {
  readonly kind: 'command';
  readonly execute: (client: ApiClient, command: Command) => Effect.Effect<Result, ApiError | Error>;
};

export const commandLogic = <Command, Result>(execute: CommandLogic<Command, Result>['execute']): CommandLogic<Command, Result> => ({
  kind: 'command',
  execute,
});

// One machine definition for every screen: the machine is generic in its types only, and useActorRef keeps an
// actor only while the definition (its config) stays the same across renders (a new one each render restarts it).
const sharedCommand = createCommandMachine<unknown, unknown>();

export type CommandEffects<Command, Result> = {
  readonly onDone: (command: Command, result: Result) => void;
  readonly onFailed?: (command: Command) => void;
};

/** The command machine for one screen, running the logic's `execute`. */
export const bindCommandLogic = <Command, Result>(logic: CommandLogic<Command, Result>, client: ApiClient, effects: CommandEffects<Command, Result>): CommandMachine<Command, Result> =>
  (sharedCommand as unknown as CommandMachine<Command, Result>).provide({
    actors: { execute: fromApiEffect(({ command }: { command: Command }) => logic.execute(client, command)) },
    actions: {
      commandSucceeded: (_, params) => effects.onDone(params.command, params.result),
      commandFailed: (_, params) => effects.onFailed?.(params.command),
    },
  });
