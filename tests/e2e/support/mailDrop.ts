import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

// The e2e server writes every captured e-mail to DATA_DIR/mail (MAIL_DROP_DIR, playwright.config.ts).

type Mail = { to: string; subject: string; text: string };

const mailDir = (): string => join(process.env.E2E_DATA_DIR ?? '', 'mail');

/** The newest message to `to`, waiting for it to arrive. */
export const latestMailTo = async (to: string): Promise<Mail> => {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const names = await readdir(mailDir()).catch(() => [] as string[]);
      const mails = await Promise.all(names.sort((a, b) => parseInt(b, 10) - parseInt(a, 10)).map(async (name) => JSON.parse(await readFile(join(mailDir(), name), 'utf8')) as Mail));
      found = mails.find((mail) => mail.to === to);
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`no e-mail to ${to}`);
  return found;
};

/** The /join/{invitationId} path of an invitation e-mail. */
export const joinPathOf = (mail: Mail): string => {
  const match = /https?:\/\/[^/\s]+(\/join\/\S+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no join link in: ${mail.text}`);
  return match[1];
};
