import type { BadgeTone } from '../components/Badge.tsx';
import type { UserStatus } from '../../domain/statuses.ts';

export const USER_STATUS_TONES: Readonly<Record<UserStatus, BadgeTone>> = { active: 'success', deactivated: 'danger', inactive: 'neutral', unregistered: 'warning' };
