import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';

/** What a proposal screen says when its address names no proposal id. */
export const proposalMissing = missingIdMessage(missingId('proposal'));
