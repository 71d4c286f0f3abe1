import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/core.ts';
import { findCompanyIdentity } from '../modules/companyIdentity/repository.ts';
import { mailFooter, withFooter } from './footer.ts';

export type MailMessage = {
  /** The sender (`"Name" <address>`); the platform's no-reply address when omitted. */
  readonly from?: string;
  readonly replyTo?: string;
  readonly to: string;
  /** Comma-separated, like `to` (e.g. a proposal sent to chosen addresses). */
  readonly cc?: string;
  readonly bcc?: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly attachments?: readonly { filename: string; content: Uint8Array; contentType?: string }[];
};

export type MailResult = { readonly _tag: 'MailSent'; readonly outboxId: number } | { readonly _tag: 'MailFailed'; readonly outboxId: number; readonly message: string };

export type Mailer = {
  /** Captures the message in the outbox, and sends it by SMTP when SMTP_URL is configured. */
  send(db: Db, tenantId: number | null, message: MailMessage, options?: SendOptions): Promise<MailResult>;
};

export type SendOptions = {
  /** The log entry this send repeats (Settings → Mail → Re-send): the footer is already in its text. */
  readonly resentFrom?: number;
};

const FROM = 'Bottega <no-reply@bottega.local>';

export function createMailer(config: Config): Mailer {
  // jsonTransport renders the full message without a network, so the outbox holds exactly what would be sent.
  const render = nodemailer.createTransport({ jsonTransport: true });
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;

  return {
    async send(db, tenantId, original, options = {}) {
      // Every mail of a tenant ends with its company footer, read fresh (a settings change shows on the next mail);
      // a re-sent mail goes out exactly as it went the first time.
      const message = tenantId === null || options.resentFrom !== undefined ? original : withFooter(original, mailFooter(await findCompanyIdentity(db, tenantId)));
      const mail = {
        from: message.from ?? FROM,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        to: message.to,
        ...(message.cc ? { cc: message.cc } : {}),
        ...(message.bcc ? { bcc: message.bcc } : {}),
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          content: Buffer.from(a.content),
          ...(a.contentType ? { contentType: a.contentType } : {}),
        })),
      };
      const rendered = await render.sendMail(mail);
      const [row] = await db
        .insert(outbox)
        .values({
          tenantId,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          message: JSON.parse(String(rendered.message)) as unknown,
          status: smtp ? 'sending' : 'captured',
          ...(options.resentFrom !== undefined ? { resentFrom: options.resentFrom } : {}),
        })
        .returning({ id: outbox.id });
      const outboxId = row?.id ?? 0;
      if (config.mailDropDir) {
        await mkdir(config.mailDropDir, { recursive: true });
        await writeFile(path.join(config.mailDropDir, `${outboxId}.json`), JSON.stringify({ to: message.to, subject: message.subject, text: message.text }));
      }
      if (!smtp) return { _tag: 'MailSent', outboxId };
      try {
        await smtp.sendMail(mail);
        await markStatus(db, outboxId, 'sent', null);
        return { _tag: 'MailSent', outboxId };
      } catch (e) {
        // The mail server's own words, kept for the administrator (Settings → Mail).
        const reason = e instanceof Error ? e.message : String(e);
        await markStatus(db, outboxId, 'failed', reason);
        return { _tag: 'MailFailed', outboxId, message: reason };
      }
    },
  };
}

async function markStatus(db: Db, id: number, status: string, error: string | null): Promise<void> {
  await db.update(outbox).set({ status, error }).where(eq(outbox.id, id));
}
