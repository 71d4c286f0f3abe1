import type { TaskDisplayStatus } from '../../domain/statuses.ts';
import type { BadgeTone } from './Badge.tsx';

export const TASK_STATUS_TONES: Readonly<Record<TaskDisplayStatus, BadgeTone>> = { notStarted: 'neutral', started: 'success', paused: 'neutral', completed: 'info' };
