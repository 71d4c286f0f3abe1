import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import type { SampleApprovalStatus, SampleDecision, SampleDepartment } from '../../domain/sampleApproval.ts';
import type { ErrorTag } from '../generic/errorTag.ts';

/** `at`: when it was decided (wire date-time, which sorts as text); answers that cross are told apart by it. */
type Approval = { readonly status: SampleApprovalStatus; readonly by: { readonly id: number } | null; readonly at?: string | null };

/** What the approval statechart needs of a sample (the API's Sample satisfies it). */
export type ApprovableSample = {
  readonly id: number;
  readonly approvals: { readonly technicalDirection: Approval; readonly salesManagement: Approval };
};

export type SampleApprovalInput<Sample extends ApprovableSample = ApprovableSample> = {
  sample: Sample;
  /** The signed-in user: the two approvals must come from two different people. */
  userId: number;
  /** Whether the user holds `samples.approve` (acting for a department). */
  canApprove: boolean;
};

/** `notes`: why, as the person deciding writes it in the confirmation (null when left empty). */
export type DecisionRequest = { readonly sampleId: number; readonly department: SampleDepartment; readonly status: SampleDecision; readonly notes: string | null };

export type SampleApprovalContext<Sample extends ApprovableSample = ApprovableSample> = {
  sample: Sample;
  userId: number;
  canApprove: boolean;
  /** The decision being confirmed or in flight per department (set on the way into its `confirming`). */
  technicalPending: DecisionRequest | null;
  salesPending: DecisionRequest | null;
  refusal: { department: SampleDepartment; message: MessageDescriptor } | null;
  failure: { department: SampleDepartment; tag: ErrorTag } | null;
};

export type SampleApprovalEvent =
  | { type: 'technical.decide'; decision: SampleDecision }
  | { type: 'sales.decide'; decision: SampleDecision }
  | { type: 'technical.confirm'; notes: string }
  | { type: 'sales.confirm'; notes: string }
  | { type: 'technical.cancel' }
  | { type: 'sales.cancel' }
  | { type: 'approval.dismiss' };
