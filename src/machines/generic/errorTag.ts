// Machines branch on an error's `_tag` (DESIGN §4), never on messages. Local structural type: the machines
// stay independent of src/api while it evolves; ApiError values satisfy it.

/**
 * The failure kinds people are told apart: the transport tags, and the cases the server names with a `code` inside
 * a 401/403/409/422/400 (a switched-off module is not a refusal of the user's role, a missing credential or a closed
 * session is not a conflict or a failed sign-in), so each gets its own words and way forward.
 */
export type ErrorTag = 'Invalid' | 'Unauthorized' | 'Forbidden' | 'NotFound' | 'Conflict' | 'SectionLocked' | 'Network' | 'Server' | 'Unknown' | NamedFailureTag;

/** The kinds the server names by a `code`: each has its own words (`ui:error.<kind>`) and is final for the request. */
export const NAMED_FAILURE_TAGS = [
  'ModuleDisabled',
  'NewsletterDisabled',
  'CredentialsMissing',
  'SessionRevoked',
  'SessionExpired',
  'InvitationExpired',
  'InvitationAccepted',
  'TenantDisabled',
  /** A send refused because the customer has no e-mail address (422 `customer_without_email`). */
  'RecipientMissing',
  /** A 413: the file (or body) is over the size the server accepts; sending it again fails the same way. */
  'PayloadTooLarge',
  /** A 422 `file_type_refused`: a program, a script or a page that runs code, which no upload accepts. */
  'FileTypeRefused',
] as const;

export type NamedFailureTag = (typeof NAMED_FAILURE_TAGS)[number];

export const isNamedFailureTag = (value: string): value is NamedFailureTag => (NAMED_FAILURE_TAGS as readonly string[]).includes(value);

/** The server's codes (body `code`) and the kind each one is. */
const CODE_TAGS: Readonly<Record<string, NamedFailureTag>> = {
  module_disabled: 'ModuleDisabled',
  newsletter_disabled: 'NewsletterDisabled',
  newsletter_credentials_missing: 'CredentialsMissing',
  session_revoked: 'SessionRevoked',
  session_expired: 'SessionExpired',
  invitation_expired: 'InvitationExpired',
  invitation_accepted: 'InvitationAccepted',
  tenant_disabled: 'TenantDisabled',
  customer_without_email: 'RecipientMissing',
  file_type_refused: 'FileTypeRefused',
};

export type FieldErrors = Readonly<Record<string, readonly string[]>>;

const knownTags: readonly string[] = ['Invalid', 'Unauthorized', 'Forbidden', 'NotFound', 'Conflict', 'SectionLocked', 'Network', 'Server'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export const errorTagOf = (error: unknown): ErrorTag => {
  const tag = isRecord(error) ? error['_tag'] : undefined;
  if (typeof tag !== 'string' || !knownTags.includes(tag)) return 'Unknown';
  const code = isRecord(error) ? error['code'] : undefined;
  // A 413 arrives as a Server error (any status without its own tag): not the server failing, and never "try again shortly".
  if (tag === 'Server' && isRecord(error) && error['status'] === 413) return 'PayloadTooLarge';
  return (typeof code === 'string' ? CODE_TAGS[code] : undefined) ?? (tag as ErrorTag);
};

/** The field errors of a tagged `Invalid` error, or null for any other error. */
export const fieldErrorsOf = (error: unknown): FieldErrors | null => {
  if (errorTagOf(error) !== 'Invalid' || !isRecord(error)) return null;
  const fields = error['fields'];
  if (!isRecord(fields)) return {};
  const result: Record<string, readonly string[]> = {};
  for (const [field, messages] of Object.entries(fields)) {
    if (Array.isArray(messages)) result[field] = messages.filter((message): message is string => typeof message === 'string');
  }
  return result;
};

export const hasAnyFieldError = (errors: FieldErrors): boolean => Object.values(errors).some((messages) => messages.length > 0);

const retryableTags: readonly ErrorTag[] = ['Network', 'Server', 'SectionLocked'];

/**
 * Whether trying the same call again can succeed: only when the server could not be reached or failed (Network,
 * Server), or when a protected section's login had ended (SectionLocked: the section asks for the password, and the
 * same call succeeds once it is given). A refusal (Unauthorized, Forbidden), a missing record (NotFound), a validation error (Invalid), a conflict
 * or an invalid invitation stays the same on retry, so no "Try again" is offered for them.
 */
export const isRetryable = (tag: ErrorTag | null | undefined): boolean => tag !== null && tag !== undefined && retryableTags.includes(tag);
