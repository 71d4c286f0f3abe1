import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import { SAMPLE_DECISIONS, type SampleApprovalStatus, type SampleDecision, type SampleDepartment } from '../../domain/sampleApproval.ts';
import type { ErrorTag } from '../generic/errorTag.ts';
import type { ApprovableSample, SampleApprovalContext, SampleApprovalEvent } from './sampleApproval.types.ts';

// What the dual-approval panel shows and may send, from a snapshot alone (DESIGN.md §6): a department's choices are
// offered when the machine would take them (`snapshot.can`), never by a rule redone in the view. Pure: tested
// without React.

type Region = 'technical' | 'sales';

const REGIONS: Readonly<Record<SampleDepartment, { readonly region: Region; readonly approval: keyof ApprovableSample['approvals'] }>> = {
  technical_direction: { region: 'technical', approval: 'technicalDirection' },
  sales_management: { region: 'sales', approval: 'salesManagement' },
};

type Probe = Extract<SampleApprovalEvent, { type: 'technical.decide' | 'sales.decide' }>;

/** What the panel's controls send (the sample read again comes from the screen, not from a control). */
type ViewEvent = Exclude<SampleApprovalEvent, { type: 'sample.updated' }>;

// Structural, so it serves the machine for any sample shape (`createSampleApprovalMachine<Sample>()`).
type Snapshot<Sample extends ApprovableSample> = {
  readonly context: SampleApprovalContext<Sample>;
  // Method syntax: the machine's own `matches` takes its precise state values.
  matches(state: { readonly [region: string]: 'confirming' | 'deciding' }): boolean;
  can(event: Probe): boolean;
};

export type DecisionChoice = { readonly decision: SampleDecision; readonly loading: boolean; readonly disabled: boolean; readonly onPress: () => void };

export type DepartmentView<Sample extends ApprovableSample> = {
  readonly department: SampleDepartment;
  readonly approval: Sample['approvals']['technicalDirection'];
  /** The three choices, or null for whoever may not decide (the machine takes none): they see the decision only. */
  readonly choices: readonly DecisionChoice[] | null;
  /** The decision waiting for its confirmation (with its optional note); null when none is asked. */
  readonly confirming: SampleDecision | null;
  readonly confirm: (notes: string) => void;
  readonly cancel: () => void;
  readonly refusal: MessageDescriptor | null;
  readonly failure: ErrorTag | null;
  /** The server's words for the failure, when it has some to show (someone else's decision overtook this one). */
  readonly failureMessage: string | null;
  readonly dismiss: () => void;
};

export type SampleApprovalView<Sample extends ApprovableSample> = {
  /** Both departments' decisions: the overall status and the outcome line are derived from them. */
  readonly technical: SampleApprovalStatus;
  readonly sales: SampleApprovalStatus;
  readonly departments: Readonly<Record<SampleDepartment, DepartmentView<Sample>>>;
};

const departmentView = <Sample extends ApprovableSample>(snapshot: Snapshot<Sample>, send: (event: ViewEvent) => void, department: SampleDepartment): DepartmentView<Sample> => {
  const { context } = snapshot;
  const { region, approval } = REGIONS[department];
  const pending = region === 'technical' ? context.technicalPending : context.salesPending;
  const deciding = snapshot.matches({ [region]: 'deciding' });
  // While a decision is on its way the choices stay, the chosen one busy and the others disabled.
  const offered = deciding || SAMPLE_DECISIONS.some((decision) => snapshot.can({ type: `${region}.decide`, decision }));
  return {
    department,
    approval: context.sample.approvals[approval],
    choices: offered
      ? SAMPLE_DECISIONS.map((decision) => ({
          decision,
          loading: deciding && pending?.status === decision,
          // The decision the department holds is not taken again (the machine refuses it): shown, not pressable.
          disabled: deciding ? pending?.status !== decision : !snapshot.can({ type: `${region}.decide`, decision }),
          onPress: () => send({ type: `${region}.decide`, decision }),
        }))
      : null,
    confirming: snapshot.matches({ [region]: 'confirming' }) ? (pending?.status ?? null) : null,
    confirm: (notes) => send({ type: `${region}.confirm`, notes }),
    cancel: () => send({ type: `${region}.cancel` }),
    refusal: context.refusal?.department === department ? context.refusal.message : null,
    failure: context.failure?.department === department ? context.failure.tag : null,
    failureMessage: context.failure?.department === department ? context.failure.message : null,
    dismiss: () => send({ type: 'approval.dismiss' }),
  };
};

export const connectSampleApproval = <Sample extends ApprovableSample>(snapshot: Snapshot<Sample>, send: (event: ViewEvent) => void): SampleApprovalView<Sample> => ({
  technical: snapshot.context.sample.approvals.technicalDirection.status,
  sales: snapshot.context.sample.approvals.salesManagement.status,
  departments: {
    technical_direction: departmentView(snapshot, send, 'technical_direction'),
    sales_management: departmentView(snapshot, send, 'sales_management'),
  },
});
