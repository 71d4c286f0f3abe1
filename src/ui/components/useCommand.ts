import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import { fromPromise } from 'xstate';
import type { ApiError } from '../../api/errors.ts';
import type { CommandMachine } from '../../machines/generic/command.machine.ts';

export type UseCommandOptions<Command, Result> = {
  /** One switch over the screen's command union; a GuardFailure refuses before any call. */
  execute: (command: Command) => Effect.Effect<Result, ApiError | Error>;
  onDone: (command: Command, result: Result) => void;
  onFailed?: (command: Command) => void;
};

/** Small one-at-a-time mutations of a screen (check an item, rename a file…) on the generic command machine. */
export const useCommand = <Command, Result>(machine: CommandMachine<Command, Result>, options: UseCommandOptions<Command, Result>) => {
  const { execute, onDone, onFailed } = options;
  const actor = useActorRef(
    machine.provide({
      actors: { execute: fromPromise(({ input, signal }) => Effect.runPromise(execute(input.command), { signal })) },
      actions: {
        commandSucceeded: (_, params) => onDone(params.command, params.result),
        commandFailed: (_, params) => onFailed?.(params.command),
      },
    }),
  );
  return {
    actor,
    running: useSelector(actor, (snapshot) => snapshot.matches('running')),
    command: useSelector(actor, (snapshot) => snapshot.context.command),
    errorTag: useSelector(actor, (snapshot) => snapshot.context.errorTag),
    guardMessage: useSelector(actor, (snapshot) => snapshot.context.guardMessage),
    run: (command: Command) => actor.send({ type: 'command.run', command }),
    dismiss: () => actor.send({ type: 'command.dismiss' }),
  };
};
