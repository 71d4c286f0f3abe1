// Sample dual approval (spec §4): Technical Direction and Sales Management decide independently; the sample's
// overall status is derived from the two decisions, on both sides (the server applies the same rule).

export type SampleApprovalStatus = 'pending' | 'approved' | 'evaluated' | 'denied';
export type SampleOverallStatus = 'draft' | 'in_evaluation' | 'approved' | 'denied';
export type SampleDepartment = 'technical_direction' | 'sales_management';
export type SampleDecision = Exclude<SampleApprovalStatus, 'pending'>;

export const SAMPLE_DEPARTMENTS: readonly SampleDepartment[] = ['technical_direction', 'sales_management'];
export const SAMPLE_STATUSES: readonly SampleOverallStatus[] = ['draft', 'in_evaluation', 'approved', 'denied'];
export const SAMPLE_DECISIONS: readonly SampleDecision[] = ['approved', 'evaluated', 'denied'];

export const deriveSampleStatus = (technical: SampleApprovalStatus, sales: SampleApprovalStatus): SampleOverallStatus => {
  if (technical === 'denied' || sales === 'denied') return 'denied';
  if (technical === 'approved' && sales === 'approved') return 'approved';
  if (technical === 'pending' && sales === 'pending') return 'draft';
  return 'in_evaluation';
};

/** The other department: the one whose approver must be another person. */
export const otherDepartment = (department: SampleDepartment): SampleDepartment => (department === 'technical_direction' ? 'sales_management' : 'technical_direction');
