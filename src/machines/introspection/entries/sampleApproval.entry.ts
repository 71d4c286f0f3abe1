import type { AnyMachineSnapshot } from 'xstate';
import type { SampleApprovalStatus } from '../../../domain/sampleApproval.ts';
import { createSampleApprovalMachine } from '../../sampleApproval/sampleApproval.machine.ts';
import type { DecisionRequest } from '../../sampleApproval/sampleApproval.types.ts';
import { neverSettling } from '../neverSettling.ts';
import { actorDone, actorError, taggedError, type MachineRegistryEntry, type SampleEvent } from '../registryEntry.ts';

const machine = createSampleApprovalMachine();

const ME = 7;
const COLLEAGUE = 8;
const ANOTHER_COLLEAGUE = 9;
/** Someone else in a department, who decided it while the user's decision was on its way. */
const OVERTAKER = 10;

type Approval = { status: SampleApprovalStatus; by: { id: number } | null };
const approval = (status: SampleApprovalStatus, by: number | null = null): Approval => ({ status, by: by === null ? null : { id: by } });
const sample = (technicalDirection: Approval, salesManagement: Approval) => ({ id: 1, approvals: { technicalDirection, salesManagement } });

type Approvals = { technicalDirection: Approval; salesManagement: Approval };

const approvalsOf = (snapshot: AnyMachineSnapshot): Approvals => (snapshot.context as { sample: { approvals: Approvals } }).sample.approvals;
const pendingOf = (snapshot: AnyMachineSnapshot, key: 'technicalPending' | 'salesPending'): DecisionRequest | null => (snapshot.context as Record<typeof key, DecisionRequest | null>)[key];

/** The decision someone else took meanwhile: another one than the status the user decided on. */
export const overtakingDecision = (seen: SampleApprovalStatus): SampleApprovalStatus => (seen === 'denied' ? 'approved' : 'denied');

const DECIDED_MEANWHILE = taggedError('Conflict', {
  message: 'Someone else in this department decided on the sample meanwhile: your decision was not recorded. Check the department\'s current decision and decide again if needed.',
});

const SAME_APPROVER = taggedError('Invalid', { fields: { status: ['The two department decisions must come from two different people: you already decided this sample for the other department.'] } });

/**
 * The 409 of a decision someone else in the department overtook, offered while the other department is undecided:
 * every state and transition of it is reached there, and offered beside every other decision too it multiplied the
 * paths (2,135 → 15,588), which every path test replays; 8,294 now.
 */
const overtaken = (actor: 'decideTechnical' | 'decideSales', other: Approval): SampleEvent[] => (other.status === 'pending' ? [actorError(actor, DECIDED_MEANWHILE)] : []);

// The server answers a decision with the sample carrying it, by the current user; it refuses (422) any decision when
// the other department's, answered meanwhile, is the same person's (both asked at once, the first answer wins), and
// otherwise (409) one made on a status someone else in the department has replaced meanwhile.
const answered = (snapshot: AnyMachineSnapshot): SampleEvent[] => {
  const approvals = approvalsOf(snapshot);
  const technical = pendingOf(snapshot, 'technicalPending');
  const sales = pendingOf(snapshot, 'salesPending');
  const mine = (other: Approval) => other.status !== 'pending' && other.by?.id === ME;
  return [
    ...(technical
      ? mine(approvals.salesManagement)
        ? [actorError('decideTechnical', SAME_APPROVER)]
        : [actorDone('decideTechnical', sample(approval(technical.status, ME), approvals.salesManagement)), ...overtaken('decideTechnical', approvals.salesManagement)]
      : []),
    ...(sales
      ? mine(approvals.technicalDirection)
        ? [actorError('decideSales', SAME_APPROVER)]
        : [actorDone('decideSales', sample(approvals.technicalDirection, approval(sales.status, ME))), ...overtaken('decideSales', approvals.technicalDirection)]
      : []),
  ];
};

/**
 * The screen reads the sample again after each decision: after a 409 the refused department shows the decision
 * someone else took meanwhile (once: that read is the one the 409 asked for), the other department as it stands;
 * otherwise the read shows what the machine holds.
 */
const readAgain = (snapshot: AnyMachineSnapshot): SampleEvent[] => {
  const failure = (snapshot.context as { failure: { department: string; tag: string } | null }).failure;
  const approvals = approvalsOf(snapshot);
  const technical = failure?.department === 'technical_direction';
  const held = technical ? approvals.technicalDirection : approvals.salesManagement;
  if (failure?.tag !== 'Conflict' || held.by?.id === OVERTAKER) return [{ type: 'sample.updated', sample: sample(approvals.technicalDirection, approvals.salesManagement) }];
  const theirs = approval(overtakingDecision(held.status), OVERTAKER);
  return [{ type: 'sample.updated', sample: technical ? sample(theirs, approvals.salesManagement) : sample(approvals.technicalDirection, theirs) }];
};

const decisions = (prefix: 'technical' | 'sales'): SampleEvent[] => [
  ...(['approved', 'evaluated', 'denied'] as const).map((decision) => ({ type: `${prefix}.decide`, decision })),
  { type: `${prefix}.confirm`, notes: 'Prove di tenuta superate' },
  { type: `${prefix}.cancel` },
];

export const sampleApprovalEntry: MachineRegistryEntry = {
  id: 'sampleApproval',
  titleKey: 'machines.sampleApproval.title',
  descriptionKey: 'machines.sampleApproval.description',
  machine,
  stubbed: machine.provide({ actors: { decideTechnical: neverSettling(), decideSales: neverSettling() } }),
  paths: {
    // Parallel regions: simple paths grow combinatorially.
    strategy: 'shortest',
    limit: 200000,
    starts: [
      { id: 'pending', labelKey: 'starts.sampleApproval.pending', input: { sample: sample(approval('pending'), approval('pending')), userId: ME, canApprove: true } },
      {
        id: 'decided',
        labelKey: 'starts.sampleApproval.decided',
        input: { sample: sample(approval('evaluated', COLLEAGUE), approval('denied', ANOTHER_COLLEAGUE)), userId: ME, canApprove: true },
      },
      // Approve ∥ approve: a colleague approved for Technical Direction, the user approves for Sales Management.
      {
        id: 'approvedByColleague',
        labelKey: 'starts.sampleApproval.approvedByColleague',
        input: { sample: sample(approval('approved', COLLEAGUE), approval('pending')), userId: ME, canApprove: true },
      },
      { id: 'approvedByMe', labelKey: 'starts.sampleApproval.approvedByMe', input: { sample: sample(approval('approved', ME), approval('pending')), userId: ME, canApprove: true } },
      { id: 'notAllowed', labelKey: 'starts.sampleApproval.notAllowed', input: { sample: sample(approval('pending'), approval('pending')), userId: ME, canApprove: false } },
    ],
    events: (snapshot): readonly SampleEvent[] => [
      ...decisions('technical'),
      ...decisions('sales'),
      ...answered(snapshot),
      ...readAgain(snapshot),
      actorError('decideTechnical', taggedError('Network')),
      actorError('decideSales', taggedError('Network')),
    ],
  },
};
