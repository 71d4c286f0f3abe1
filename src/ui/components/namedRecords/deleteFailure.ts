import { isNamedFailureTag, type ErrorTag } from '../../../machines/generic/errorTag.ts';

/**
 * Why a deletion failed, as the dialog shows it. A refusal (the record is in use, already gone, or not yours to
 * delete) is final: trying again would get the same answer, so no retry is offered. Only a failure of the
 * connection or the server can be tried again.
 */
export type DeleteFailure = {
  readonly kind: 'refused' | 'retryable';
  readonly messageKey: string;
  /** The server's own sentence, shown instead of `messageKey` (a refusal that says how many records use it). */
  readonly text?: string;
};

/** `serverWords`: the server's sentence for an in-use refusal, for tables whose server says how many records use one. */
export const deleteFailure = (tag: ErrorTag, inUseKey: string, serverWords: string | null = null): DeleteFailure => {
  // A kind the server names (a switched-off module, a closed session…) is final: its own words, no retry.
  if (isNamedFailureTag(tag)) return { kind: 'refused', messageKey: `ui:error.${tag}` };
  switch (tag) {
    // The server refuses to delete a record that others use: 409, or 422 from servers that validate it.
    case 'Conflict':
    case 'Invalid':
      return serverWords ? { kind: 'refused', messageKey: inUseKey, text: serverWords } : { kind: 'refused', messageKey: inUseKey };
    case 'NotFound':
    case 'Forbidden':
    case 'Unauthorized':
      return { kind: 'refused', messageKey: `ui:error.${tag}` };
    // The section's login ended: once the password is given again, the same deletion succeeds.
    case 'SectionLocked':
    case 'Network':
    case 'Server':
    case 'Unknown':
      return { kind: 'retryable', messageKey: `ui:error.${tag}` };
  }
};
