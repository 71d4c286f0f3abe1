import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';

/** What a sample screen says when its address names no sample id. */
export const sampleMissing = missingIdMessage(missingId('sample'));
