import { useActorRef } from '@xstate/react';
import { useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { bindCommandLogic, type CommandEffects, type CommandLogic } from '../../machines/generic/command.logic.ts';
import { connectCommand } from '../../machines/generic/command.connect.ts';
import type { CommandMachine } from '../../machines/generic/command.machine.ts';
import { ApiClientContext } from '../app/ApiClientContext.ts';
import { clientsOrThrow } from './logicArguments.ts';
import { useConnected } from './useConnected.ts';

/**
 * Small one-at-a-time mutations of a screen (check an item, rename a file, a download…) on the generic command
 * machine: `useCommand(taskCommands, { onDone, onFailed })`.
 */
export function useCommand<Command, Result>(logic: CommandLogic<Command, Result>, effects: CommandEffects<Command, Result>): CommandHandle<Command, Result> {
  const clients = useContext(ApiClientContext);
  const machine = bindCommandLogic(logic, clientsOrThrow(clients).client, effects);
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
