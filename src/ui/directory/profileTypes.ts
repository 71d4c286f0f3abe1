import type { ProfileType } from '../../api/profiles.ts';

/** Every profile type, in the order of the index's tabs (spec §3). */
export const PROFILE_TYPES: readonly ProfileType[] = ['customer', 'lead', 'supplier', 'agent', 'salesperson', 'temporary', 'company'];
