import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';

/**
 * A call refused before it was made (spec §5: a missing id, no media to download, no work selected…). Actors throw
 * it like an API error; machines store its message descriptor and views translate it. An Error subclass so that
 * promise rejections keep a stack.
 */
export class GuardFailure extends Error {
  readonly _tag = 'GuardFailure';

  constructor(readonly descriptor: MessageDescriptor) {
    super(`${descriptor.ns}:${descriptor.key}`);
  }
}

export const guardMessageOf = (error: unknown): MessageDescriptor | null => (error instanceof GuardFailure ? error.descriptor : null);
