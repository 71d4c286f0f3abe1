import type { ErrorTag } from '../../../machines/generic/errorTag.ts';

/**
 * Why a deletion failed, as the dialog shows it. A refusal (the record is in use, already gone, or not yours to
 * delete) is final: trying again would get the same answer, so no retry is offered. Only a failure of the
 * connection or the server can be tried again.
 */
export type DeleteFailure = { readonly kind: 'refused' | 'retryable'; readonly messageKey: string };

export const deleteFailure = (tag: ErrorTag, inUseKey: string): DeleteFailure => {
  switch (tag) {
    // The server refuses to delete a record that others use: 409, or 422 from servers that validate it.
    case 'Conflict':
    case 'Invalid':
      return { kind: 'refused', messageKey: inUseKey };
    case 'NotFound':
    case 'Forbidden':
    case 'Unauthorized':
    case 'ModuleDisabled':
    case 'NewsletterDisabled':
    case 'CredentialsMissing':
    case 'SessionRevoked':
    case 'SessionExpired':
    case 'InvitationExpired':
    case 'InvitationAccepted':
    case 'TenantDisabled':
    case 'RecipientMissing':
      return { kind: 'refused', messageKey: `ui:error.${tag}` };
    // The section's login ended: once the password is given again, the same deletion succeeds.
    case 'SectionLocked':
    case 'Network':
    case 'Server':
    case 'Unknown':
      return { kind: 'retryable', messageKey: `ui:error.${tag}` };
  }
};
