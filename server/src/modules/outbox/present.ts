import type { outbox } from '../../db/schema/core.ts';
import { redactSecretLinks } from '../../tenancy/redact.ts';
import { wallClockAt } from '../../time.ts';

// A log entry as Settings → Mail shows it (contract SentMail / SentMailDetail).

type Row = typeof outbox.$inferSelect;

export type SentMailStatus = 'not_sent' | 'queued' | 'sent' | 'failed';

/** Stored `captured` means no mail server was configured: the message was kept, not sent. */
export const presentStatus = (stored: string): SentMailStatus =>
  stored === 'sent' ? 'sent' : stored === 'failed' ? 'failed' : stored === 'sending' ? 'queued' : 'not_sent';

/** The stored status of a contract status (the list filter). */
export const storedStatus = (status: SentMailStatus): string =>
  ({ not_sent: 'captured', queued: 'sending', sent: 'sent', failed: 'failed' })[status];

type Address = { readonly address?: unknown; readonly name?: unknown };
type Rendered = {
  readonly from?: Address;
  readonly replyTo?: readonly Address[];
  readonly cc?: readonly Address[];
  readonly attachments?: readonly { readonly filename?: unknown; readonly content?: unknown }[];
};

const rendered = (row: Row): Rendered => (typeof row.message === 'object' && row.message !== null ? (row.message as Rendered) : {});

const addressText = (a: Address | undefined): string | null => {
  if (!a || typeof a.address !== 'string' || a.address === '') return null;
  return typeof a.name === 'string' && a.name !== '' ? `"${a.name}" <${a.address}>` : a.address;
};

const addressList = (list: readonly Address[] | undefined): string | null => {
  const text = (list ?? []).map(addressText).filter((a): a is string => a !== null);
  return text.length === 0 ? null : text.join(', ');
};

export function presentSentMail(row: Row, timezone: string) {
  return {
    id: row.id,
    to: row.to,
    cc: addressList(rendered(row).cc),
    subject: row.subject,
    status: presentStatus(row.status),
    error: row.status === 'failed' ? (row.error ?? null) : null,
    // Rows from before the log had instants fall back to their stored wall clock.
    queued_at: row.queuedAt ? wallClockAt(timezone, row.queuedAt) : row.createdAt,
    resent_from: row.resentFrom ?? null,
  };
}

/** Attachments of the rendered message: names, sizes and bytes (base64 as nodemailer's JSON transport keeps them). */
export function attachmentsOf(row: Row): { filename: string; content: Uint8Array }[] {
  return (rendered(row).attachments ?? []).map((a, i) => ({
    filename: typeof a.filename === 'string' ? a.filename : `attachment-${i + 1}`,
    content: typeof a.content === 'string' ? new Uint8Array(Buffer.from(a.content, 'base64')) : new Uint8Array(),
  }));
}

/**
 * One mail as it went, for the people who may read the log, without the token of a password link, a join link or a
 * PDF link: whoever reads the log must not be able to set a colleague's password or join in their name. "Send
 * again" sends the stored mail (`resendable`), links intact, to its addressee.
 */
export function presentSentMailDetail(row: Row, timezone: string) {
  const r = rendered(row);
  return {
    ...presentSentMail(row, timezone),
    from: addressText(r.from),
    reply_to: addressList(r.replyTo),
    text: redactSecretLinks(row.text),
    html: row.html === null || row.html === undefined ? null : redactSecretLinks(row.html),
    attachments: attachmentsOf(row).map((a) => ({ filename: a.filename, size: a.content.byteLength })),
  };
}

/** What the mailer needs to send the entry again, exactly as it went. */
export function resendable(row: Row) {
  const r = rendered(row);
  const from = addressText(r.from);
  const replyTo = addressList(r.replyTo);
  const cc = addressList(r.cc);
  return {
    to: row.to,
    subject: row.subject,
    text: row.text,
    ...(row.html ? { html: row.html } : {}),
    ...(from ? { from } : {}),
    ...(replyTo ? { replyTo } : {}),
    ...(cc ? { cc } : {}),
    attachments: attachmentsOf(row),
  };
}
