import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import type { ErrorTag } from './errorTag.ts';
import type { RecordContext, RecordEvent } from './record.machine.ts';

// What a record screen shows, from a snapshot alone (DESIGN.md §6; pure, tested without React). The hook
// (useRecord) adds the handlers; which events make sense is what the machine would take (`snapshot.can`).

type Snapshot<Item> = {
  readonly context: RecordContext<Item>;
  matches: (state: 'checking' | 'loading' | 'failure' | 'notFound' | 'reloading') => boolean;
  can: (event: RecordEvent<Item>) => boolean;
};

export type RecordView<Item> = {
  readonly record: Item | null;
  /** The guard message when the address names no record (no call was made). */
  readonly missing: MessageDescriptor | null;
  /** The server has no such record: the screen says so (errorTag is then NotFound, for its words), with no retry. */
  readonly notFound: boolean;
  /** The server's words for the record it does not have (in the reader's language), when it gave them. */
  readonly notFoundMessage: string | null;
  readonly errorTag: ErrorTag | null;
  /** The first read (no record on screen yet). */
  readonly loading: boolean;
  /** No record to show and none coming: a failed read, or a record that does not exist. */
  readonly failed: boolean;
  /** Read again with the record still on screen. */
  readonly reloading: boolean;
  readonly canRetry: boolean;
  readonly canReload: boolean;
};

export const connectRecord = <Item>(snapshot: Snapshot<Item>): RecordView<Item> => ({
  record: snapshot.context.record,
  missing: snapshot.context.missing,
  notFound: snapshot.matches('notFound'),
  notFoundMessage: snapshot.context.notFoundMessage,
  errorTag: snapshot.context.errorTag,
  loading: snapshot.matches('loading') || snapshot.matches('checking'),
  failed: snapshot.matches('failure') || snapshot.matches('notFound'),
  reloading: snapshot.matches('reloading'),
  canRetry: snapshot.can({ type: 'record.retry' }),
  canReload: snapshot.can({ type: 'record.reload' }),
});
