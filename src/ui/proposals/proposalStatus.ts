import type { BadgeTone } from '../components/Badge.tsx';
import type { ProposalState } from '../../machines/proposalSending/proposalSending.types.ts';

export const PROPOSAL_STATUSES: readonly ProposalState[] = ['draft', 'sent', 'accepted', 'rejected', 'expired'];

export const PROPOSAL_STATUS_TONES: Readonly<Record<ProposalState, BadgeTone>> = { draft: 'neutral', sent: 'info', accepted: 'success', rejected: 'danger', expired: 'warning' };
