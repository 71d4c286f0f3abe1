import { message } from '../../i18n/message.ts';

// Dual approval (contract, updateSampleDepartmentStatus): Technical Direction and Sales Management decide
// independently; the sample's overall status is derived from the two decisions.

export type ApprovalStatus = 'pending' | 'approved' | 'evaluated' | 'denied';
export type SampleStatus = 'draft' | 'in_evaluation' | 'approved' | 'denied';
export type Department = 'technical_direction' | 'sales_management';

export function deriveSampleStatus(technical: ApprovalStatus, sales: ApprovalStatus): SampleStatus {
  if (technical === 'denied' || sales === 'denied') return 'denied';
  if (technical === 'approved' && sales === 'approved') return 'approved';
  if (technical === 'pending' && sales === 'pending') return 'draft';
  return 'in_evaluation';
}

const APPROVALS: ReadonlySet<string> = new Set<ApprovalStatus>(['pending', 'approved', 'evaluated', 'denied']);

/** A stored approval status, read defensively (the column is plain text). */
export const asApproval = (value: string): ApprovalStatus => (APPROVALS.has(value) ? (value as ApprovalStatus) : 'pending');

/** The refusal when one person would decide for both departments. */
export const SAME_DECIDER = message('samples.sameApprover');

/** The refusal when the department's decision is no longer the one the person's screen showed (`seen_status`). */
export const DECIDED_MEANWHILE = message('samples.decidedMeanwhile');
/** The same, when the department's decision taken meanwhile is the caller's own (another window or tab). */
export const DECIDED_BY_YOU_MEANWHILE = message('samples.decidedByYouMeanwhile');

/** Whether the other department's decision (any, not only an approval) was taken by this user. */
export const isSameDecider = (other: { status: string; by: number | null }, userId: number): boolean => other.status !== 'pending' && other.by === userId;
