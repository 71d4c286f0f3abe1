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

/**
 * `notes`: why, as the person deciding writes it in the confirmation (null when left empty). `seenStatus`: the
 * department's status the person decided on (the screen's): someone else's decision since then is refused (409),
 * not replaced.
 */
export type DecisionRequest = {
  readonly sampleId: number;
  readonly department: SampleDepartment;
  readonly status: SampleDecision;
  readonly notes: string | null;
  readonly seenStatus: SampleApprovalStatus;
};

export type SampleApprovalContext<Sample extends ApprovableSample = ApprovableSample> = {
  sample: Sample;
  userId: number;
  canApprove: boolean;
  /** The decision being confirmed or in flight per department (set on the way into its `confirming`). */
  technicalPending: DecisionRequest | null;
  salesPending: DecisionRequest | null;
  refusal: { department: SampleDepartment; message: MessageDescriptor } | null;
  /** `message`: the server's words, kept for a decision someone else's overtook (409); null for the others. */
  failure: { department: SampleDepartment; tag: ErrorTag; message: string | null } | null;
};

export type SampleApprovalEvent<Sample extends ApprovableSample = ApprovableSample> =
  | { type: 'technical.decide'; decision: SampleDecision }
  | { type: 'sales.decide'; decision: SampleDecision }
  | { type: 'technical.confirm'; notes: string }
  | { type: 'sales.confirm'; notes: string }
  | { type: 'technical.cancel' }
  | { type: 'sales.cancel' }
  | { type: 'approval.dismiss' }
  /** The screen read the sample again (after a decision someone else's overtook): the machine follows it. */
  | { type: 'sample.updated'; sample: Sample };
