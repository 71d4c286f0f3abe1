import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import type { QuoteStatus } from '../../api/quotes.ts';
import type { BadgeTone } from '../components/Badge.tsx';

export const QUOTE_STATUS_TONES: Readonly<Record<QuoteStatus, BadgeTone>> = { draft: 'neutral', sent: 'info', accepted: 'success', rejected: 'danger' };

/** The spec lists no quote wording for a missing id; Bottega's follows the others ("No quote id provided."). */
export const missingQuoteId = missingIdMessage(missingId('quote'));
