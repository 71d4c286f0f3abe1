import type { ConfirmActionContext, ConfirmActionEvent } from './confirmAction.machine.ts';
import type { ErrorTag } from './errorTag.ts';

// What a confirm-then-act dialog shows, from a snapshot alone (pure, tested without React). The hook
// (useConfirmAction) turns it into ConfirmDialog's props.

type Snapshot<Payload, Result> = {
  readonly context: ConfirmActionContext<Payload, Result>;
  matches: (state: 'confirming' | 'acting' | 'failed') => boolean;
  can: (event: ConfirmActionEvent<Payload>) => boolean;
};

export type ConfirmActionView<Payload> = {
  readonly payload: Payload | null;
  readonly errorTag: ErrorTag | null;
  /** The server's words for a refusal (409/422), when it gave some. */
  readonly refusal: string | null;
  /** The dialog is open while confirming, acting and after a failure. */
  readonly open: boolean;
  readonly busy: boolean;
  readonly failed: boolean;
  /** After a failure, confirm (try again) only when trying again can help (not a refusal, not found, in use). */
  readonly canConfirm: boolean;
};

export const connectConfirmAction = <Payload, Result>(snapshot: Snapshot<Payload, Result>): ConfirmActionView<Payload> => {
  const failed = snapshot.matches('failed');
  return {
    payload: snapshot.context.payload,
    errorTag: snapshot.context.errorTag,
    refusal: snapshot.context.refusal,
    open: snapshot.matches('confirming') || snapshot.matches('acting') || failed,
    busy: snapshot.matches('acting'),
    failed,
    canConfirm: !failed || snapshot.can({ type: 'confirm.retry' }),
  };
};
