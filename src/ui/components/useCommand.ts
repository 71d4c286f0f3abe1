import { useActorRef } from '@xstate/react';
import type { Effect } from 'effect';
import { useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ApiError } from '../../api/errors.ts';
import { bindCommandLogic, type CommandEffects, type CommandLogic } from '../../machines/generic/command.logic.ts';
import { connectCommand } from '../../machines/generic/command.connect.ts';
import type { CommandMachine } from '../../machines/generic/command.machine.ts';
import { legacyCommand } from '../../machines/generic/legacyBindings.ts';
import { ApiClientContext } from '../app/ApiClientContext.ts';
import { clientsOrThrow, isLogic } from './logicArguments.ts';
import { useConnected } from './useConnected.ts';

/** @deprecated the old form: the screen's own switch over its commands. */
export type UseCommandOptions<Command, Result> = CommandEffects<Command, Result> & {
  /** One switch over the screen's command union; a GuardFailure refuses before any call. */
  execute: (command: Command) => Effect.Effect<Result, ApiError | Error>;
};

/**
 * Small one-at-a-time mutations of a screen (check an item, rename a file, a download…) on the generic command
 * machine: `useCommand(taskCommands, { onDone, onFailed })`. The old form (machine, { execute, … }) is kept during
 * issue 32's transition only.
 */
export function useCommand<Command, Result>(logic: CommandLogic<Command, Result>, effects: CommandEffects<Command, Result>): CommandHandle<Command, Result>;
/** @deprecated pass a CommandLogic (src/machines/records/<module>.logic.ts). */
export function useCommand<Command, Result>(machine: CommandMachine<Command, Result>, options: UseCommandOptions<Command, Result>): CommandHandle<Command, Result>;
export function useCommand<Command, Result>(
  first: CommandLogic<Command, Result> | CommandMachine<Command, Result>,
  options: CommandEffects<Command, Result> | UseCommandOptions<Command, Result>,
): CommandHandle<Command, Result> {
  const clients = useContext(ApiClientContext);
  const machine = isLogic(first)
    ? bindCommandLogic(first, clientsOrThrow(clients).client, options)
    : legacyCommand(first, (options as UseCommandOptions<Command, Result>).execute, options.onDone, options.onFailed);
  return useCommandHandle(useActorRef(machine));
}

/** What a screen reads and sends of its command actor. */
const useCommandHandle = <Command, Result>(actor: ActorRefFrom<CommandMachine<Command, Result>>) => {
  const view = useConnected(actor, connectCommand<Command>);
  return {
    actor,
    running: view.running,
    command: view.command,
    errorTag: view.errorTag,
    guardMessage: view.guardMessage,
    run: (command: Command) => actor.send({ type: 'command.run', command }),
    dismiss: () => actor.send({ type: 'command.dismiss' }),
  };
};

export type CommandHandle<Command, Result> = ReturnType<typeof useCommandHandle<Command, Result>>;
