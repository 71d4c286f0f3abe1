import type { TaskStatus } from '../../domain/statuses.ts';
import type { BadgeTone } from '../components/Badge.tsx';

export const TASK_STATUS_TONES: Readonly<Record<TaskStatus, BadgeTone>> = { started: 'success', paused: 'neutral', completed: 'info' };
