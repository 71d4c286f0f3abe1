// What a new tenant's slug and first administrator's address may be (issue 33): the slug becomes a host name label
// (`{slug}.{BASE_DOMAIN}`, tenancy/host.ts), so it is lower-case letters, digits and inner hyphens, and never a name
// the platform or its mail and DNS set-up use for themselves.

export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'www', 'api', 'admin', 'mail', 'smtp', 'imap', 'pop', 'ftp', 'app', 'static', 'assets', 'cdn', 'status', 'help',
  'support', 'docs', 'blog', 'auth', 'login', 'oauth', 'root', 'system', 'bottega', 'test', 'localhost', 'ns1', 'ns2',
]);

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** Null when the slug can name a new tenant, else why not (for the operator, in English). */
export function slugProblem(slug: string): string | null {
  if (slug === '') return 'The slug is empty.';
  if (/[A-Z]/.test(slug)) return `The slug "${slug}" has upper-case letters: use lower case only (e.g. "${slug.toLowerCase().replace(/[^a-z0-9-]/g, '')}").`;
  if (/\s/.test(slug)) return `The slug "${slug}" has spaces: use letters, digits and hyphens only.`;
  if (!SLUG.test(slug)) return `The slug "${slug}" is not valid: 1 to 40 lower-case letters, digits or hyphens, not starting or ending with a hyphen.`;
  if (RESERVED_SLUGS.has(slug)) return `The slug "${slug}" is reserved for the platform: choose another one.`;
  return null;
}

// The same shape the contract's `format: email` accepts in practice: one @, a dotted domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function emailProblem(email: string): string | null {
  return EMAIL.test(email) ? null : `"${email}" is not a valid e-mail address.`;
}
