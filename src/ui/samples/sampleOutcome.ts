import { deriveSampleStatus, type SampleApprovalStatus, type SampleDepartment } from '../../domain/sampleApproval.ts';

/** The sentence that says where a sample stands, with the department it names (if any). */
export type SampleOutcome =
  | { readonly key: 'draft' | 'approved' | 'deniedBoth' }
  | { readonly key: 'denied'; readonly department: SampleDepartment }
  | { readonly key: 'in_evaluation'; readonly waiting: { readonly key: 'waitingBoth' } | { readonly key: 'waitingOne'; readonly department: SampleDepartment } };

/** The overall outcome of the two decisions, naming who denied or who has still to approve. */
export function sampleOutcome(technical: SampleApprovalStatus, sales: SampleApprovalStatus): SampleOutcome {
  const overall = deriveSampleStatus(technical, sales);
  if (overall === 'draft' || overall === 'approved') return { key: overall };
  if (overall === 'denied') {
    if (technical === 'denied' && sales === 'denied') return { key: 'deniedBoth' };
    return { key: 'denied', department: technical === 'denied' ? 'technical_direction' : 'sales_management' };
  }
  if (technical === 'approved') return { key: 'in_evaluation', waiting: { key: 'waitingOne', department: 'sales_management' } };
  if (sales === 'approved') return { key: 'in_evaluation', waiting: { key: 'waitingOne', department: 'technical_direction' } };
  return { key: 'in_evaluation', waiting: { key: 'waitingBoth' } };
}
