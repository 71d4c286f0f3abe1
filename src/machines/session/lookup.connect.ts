import type { ErrorTag } from '../generic/errorTag.ts';
import type { LookupContext } from './lookup.machine.ts';

// What a guest screen shows of its lookup (a reset token, an invitation), from a snapshot alone (pure, tested
// without React): the record found, the failure's tag, and whether trying again is possible.

type Snapshot<Result> = {
  readonly context: LookupContext<Result>;
  matches: (state: 'loading') => boolean;
  can: (event: { type: 'lookup.retry' }) => boolean;
};

export type LookupView<Result> = {
  readonly result: Result | null;
  readonly errorTag: ErrorTag | null;
  readonly loading: boolean;
  /** The lookup failed: "try again" is offered. */
  readonly canRetry: boolean;
};

export const connectLookup = <Result>(snapshot: Snapshot<Result>): LookupView<Result> => ({
  result: snapshot.context.result,
  errorTag: snapshot.context.errorTag,
  loading: snapshot.matches('loading'),
  canRetry: snapshot.can({ type: 'lookup.retry' }),
});
