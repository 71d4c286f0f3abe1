// What a tenant export must never carry: a way in. The mail log (outbox) keeps every mail as sent, and some of them
// hold a live sign-in link (a password reset, an invitation) or a PDF link that downloads without signing in; the
// invitations keep their join token. Whoever held the export (a consultant, an accountant, a lost laptop) could set
// a user's password or join the company. The link's token is replaced by a mark; the rest of each mail stays.

/** The mark that stands where a token was. */
export const REDACTED = '[redacted]';

// The secret is the path segment after these routes (src/ui/app routes, server pdfLink): up to the first character
// that ends a URL in text, HTML or JSON.
const SECRET_LINK = /(\/(?:join|password\/set|api\/pdf-links)\/)[^\s"'<>\\)(&?#]+/g;

/** The text with the token of every sign-in or PDF link replaced by the mark. */
export const redactSecretLinks = (text: string): string => text.replace(SECRET_LINK, `$1${REDACTED}`);

/**
 * One exported row's JSON line, without secrets: the mail log's links redacted wherever they sit (text, HTML, the
 * rendered message); an invitation's token marked (the import gives every invitation a fresh one anyway).
 */
export function exportedLine(table: string, line: string): string {
  if (table === 'outbox') return redactSecretLinks(line);
  if (table === 'invitations') {
    const row = JSON.parse(line) as Record<string, unknown>;
    return row.token === null || row.token === undefined ? line : JSON.stringify({ ...row, token: REDACTED });
  }
  return line;
}
