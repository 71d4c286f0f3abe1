import type { BadgeTone } from '../components/Badge.tsx';
import type { WorkStatus } from '../../domain/statuses.ts';

export const WORK_STATUS_TONES: Readonly<Record<WorkStatus, BadgeTone>> = { active: 'success', suspended: 'warning', closed: 'neutral' };
