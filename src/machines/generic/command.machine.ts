import { assign, fromPromise, setup } from 'xstate';
import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import { errorTagOf, type ErrorTag } from './errorTag.ts';
import { guardMessageOf } from './guardFailure.ts';

export type CommandContext<Command> = {
  /** The command running, or the last one run (so the view can tell which row failed). */
  command: Command | null;
  errorTag: ErrorTag | null;
  /** Set when the actor refused before calling (GuardFailure): translated by the view. */
  guardMessage: MessageDescriptor | null;
};

export type CommandEvent<Command> = { type: 'command.run'; command: Command } | { type: 'command.dismiss' };

/**
 * Runs one command at a time (check an item, rename a file, post a comment…): idle → running → idle. While a command
 * runs, `snapshot.can({ type: 'command.run', … })` is false, so every control that would start another is disabled.
 * The screen provides `execute` (one switch over its command union) and the `commandSucceeded` / `commandFailed`
 * actions (reload the record, notify); the machine itself only remembers the outcome.
 */
export const createCommandMachine = <Command, Result = unknown>() =>
  setup({
    types: {
      context: {} as CommandContext<Command>,
      events: {} as CommandEvent<Command>,
    },
    actors: {
      execute: fromPromise<Result, { command: Command }>(async () => {
        throw new Error('execute must be provided by the screen');
      }),
    },
    actions: {
      storeCommand: assign((_, params: { command: Command }) => ({ command: params.command, errorTag: null, guardMessage: null })),
      storeError: assign((_, params: { error: unknown }) => {
        const guardMessage = guardMessageOf(params.error);
        return { guardMessage, errorTag: guardMessage === null ? errorTagOf(params.error) : null };
      }),
      clearError: assign({ errorTag: null, guardMessage: null }),
      // Named effects the screen implements; they do nothing here.
      commandSucceeded: (_, _params: { command: Command; result: Result }) => undefined,
      commandFailed: (_, _params: { command: Command; error: unknown }) => undefined,
    },
  }).createMachine({
    id: 'command',
    context: { command: null, errorTag: null, guardMessage: null },
    initial: 'idle',
    states: {
      idle: {
        on: {
          'command.run': { target: 'running', actions: { type: 'storeCommand', params: ({ event }) => ({ command: event.command }) } },
          'command.dismiss': { actions: 'clearError' },
        },
      },
      running: {
        invoke: {
          id: 'execute',
          src: 'execute',
          input: ({ context }) => ({ command: context.command as Command }),
          onDone: {
            target: 'idle',
            actions: { type: 'commandSucceeded', params: ({ context, event }) => ({ command: context.command as Command, result: event.output }) },
          },
          onError: {
            target: 'idle',
            actions: [
              { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              { type: 'commandFailed', params: ({ context, event }) => ({ command: context.command as Command, error: event.error }) },
            ],
          },
        },
      },
    },
  });

export type CommandMachine<Command, Result = unknown> = ReturnType<typeof createCommandMachine<Command, Result>>;
