import type { BadgeTone } from '../components/Badge.tsx';
import type { SampleApprovalStatus, SampleOverallStatus } from '../../domain/sampleApproval.ts';

export const SAMPLE_STATUS_TONES: Readonly<Record<SampleOverallStatus, BadgeTone>> = { draft: 'neutral', in_evaluation: 'info', approved: 'success', denied: 'danger' };

export const APPROVAL_TONES: Readonly<Record<SampleApprovalStatus, BadgeTone>> = { pending: 'neutral', evaluated: 'info', approved: 'success', denied: 'danger' };
