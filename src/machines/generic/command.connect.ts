import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import type { CommandContext, CommandEvent } from './command.machine.ts';
import type { ErrorTag } from './errorTag.ts';

// What a screen shows of its one-at-a-time commands, from a snapshot alone (pure, tested without React).

type Snapshot<Command> = {
  readonly context: CommandContext<Command>;
  matches: (state: 'running') => boolean;
  can: (event: CommandEvent<Command>) => boolean;
};

export type CommandView<Command> = {
  readonly running: boolean;
  /** The command running or last run (the row whose button shows the spinner or the failure). */
  readonly command: Command | null;
  readonly errorTag: ErrorTag | null;
  readonly guardMessage: MessageDescriptor | null;
  readonly canDismiss: boolean;
};

export const connectCommand = <Command>(snapshot: Snapshot<Command>): CommandView<Command> => ({
  running: snapshot.matches('running'),
  command: snapshot.context.command,
  errorTag: snapshot.context.errorTag,
  guardMessage: snapshot.context.guardMessage,
  canDismiss: snapshot.can({ type: 'command.dismiss' }),
});
