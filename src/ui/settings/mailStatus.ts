import type { SentMailStatus } from '../../api/outbox.ts';
import type { BadgeTone } from '../components/Badge.tsx';

/** Every status of the mail log, in the contract's order (SentMailStatus). */
export const MAIL_STATUSES: readonly SentMailStatus[] = ['not_sent', 'queued', 'sent', 'failed'];

export const MAIL_STATUS_TONES: Readonly<Record<SentMailStatus, BadgeTone>> = { not_sent: 'warning', queued: 'info', sent: 'success', failed: 'danger' };

export const isMailStatus = (value: string | null | undefined): value is SentMailStatus => MAIL_STATUSES.some((status) => status === value);
