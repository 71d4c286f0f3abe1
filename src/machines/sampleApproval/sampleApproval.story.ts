import type { ProcessStory, StoryState, StoryTransition } from '../story/processStory.ts';
import { alwaysOf, doneOf, errorOf, transitionId as tr } from '../story/transitionId.ts';

const m = 'sampleApproval';

type Lane = { readonly region: 'technical' | 'sales'; readonly actor: string; readonly role: string };
const lanes: readonly Lane[] = [
  { region: 'technical', actor: 'decideTechnical', role: 'technicalDirection' },
  { region: 'sales', actor: 'decideSales', role: 'salesManagement' },
];

// Routing branches of each region's idle state, in the machine's order.
const branch = { approved: 0, evaluated: 1, denied: 2 } as const;
type Decision = keyof typeof branch;

const laneStates = ({ region }: Lane): StoryState[] =>
  (['pending', 'approved', 'evaluated', 'denied'] as const).map((status) => ({ id: `${region}${status[0]?.toUpperCase()}${status.slice(1)}`, machineStates: [`${m}.${region}.idle.${status}`] }));

const stateId = (region: string, status: string) => `${region}${status[0]?.toUpperCase()}${status.slice(1)}`;

/** One department's decision: asked, confirmed (with an optional note), sent, and the region routes to the new status. */
const decision = ({ region, actor, role }: Lane, id: string, from: string, to: Decision): StoryTransition => ({
  id: `${region}${id}`,
  from: stateId(region, from),
  to: stateId(region, to),
  role,
  path: [tr(`${m}.${region}.idle`, `${region}.decide`), tr(`${m}.${region}.confirming`, `${region}.confirm`), doneOf(`${m}.${region}.deciding`, actor), alwaysOf(`${m}.${region}.idle.routing`, branch[to])],
});

const laneTransitions = (lane: Lane): StoryTransition[] => [
  decision(lane, 'Approve', 'pending', 'approved'),
  decision(lane, 'Evaluate', 'pending', 'evaluated'),
  decision(lane, 'Deny', 'pending', 'denied'),
  decision(lane, 'ApproveEvaluated', 'evaluated', 'approved'),
  decision(lane, 'DenyEvaluated', 'evaluated', 'denied'),
  decision(lane, 'Reconsider', 'denied', 'evaluated'),
];

/** Sample approval: two departments decide in parallel, each on its own status; the sample's status follows from both. */
export const sampleApprovalStory: ProcessStory = {
  machineId: m,
  initial: ['technicalPending', 'salesPending'],
  states: lanes.flatMap(laneStates),
  transitions: lanes.flatMap(laneTransitions),
  conditions: ['twoPeople', 'overall', 'decidedMeanwhile', 'failure'],
  scenarios: [
    { id: 'bothApprove', steps: ['technicalApprove', 'salesApprove'] },
    { id: 'salesDenies', steps: ['technicalApprove', 'salesDeny'] },
    { id: 'evaluatedFirst', steps: ['technicalEvaluate', 'salesEvaluate', 'technicalApproveEvaluated', 'salesApproveEvaluated'] },
    { id: 'evaluatedThenDenied', steps: ['technicalEvaluate', 'technicalDenyEvaluated', 'salesEvaluate', 'salesDenyEvaluated'] },
    { id: 'technicalReconsiders', steps: ['technicalDeny', 'technicalReconsider', 'technicalApproveEvaluated', 'salesApprove'] },
    { id: 'salesReconsiders', steps: ['salesDeny', 'salesReconsider', 'salesApproveEvaluated', 'technicalApprove'] },
  ],
  internalStates: lanes.flatMap(({ region }) => [`${m}.${region}.idle.routing`, `${m}.${region}.confirming`, `${m}.${region}.deciding`]),
  internalTransitions: [
    tr(m, 'approval.dismiss'),
    ...lanes.flatMap(({ region, actor }) => [
      // The same person deciding for the other department is refused without a call.
      tr(`${m}.${region}.idle`, `${region}.decide`, 1),
      tr(`${m}.${region}.confirming`, `${region}.cancel`),
      // Someone else in the department decided meanwhile (409): refused with the server's words, the sample read again.
      errorOf(`${m}.${region}.deciding`, actor, 0),
      tr(`${m}.${region}.idle`, 'sample.updated'),
      // The sample read again while the department confirms or decides: it keeps its step.
      tr(`${m}.${region}.confirming`, 'sample.updated'),
      tr(`${m}.${region}.deciding`, 'sample.updated'),
      errorOf(`${m}.${region}.deciding`, actor, 1),
      alwaysOf(`${m}.${region}.idle.routing`, 3),
    ]),
  ],
};
