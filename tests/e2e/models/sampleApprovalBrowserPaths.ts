import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { sampleApprovalEntry } from '../../../src/machines/introspection/entries/sampleApproval.entry.ts';
import { eventsIn, type GeneratedPath } from '../../../src/machines/introspection/generatePaths.ts';
import type { SampleApprovalStatus, SampleDepartment } from '../../../src/domain/sampleApproval.ts';
import type { SampleApprovalContext } from '../../../src/machines/sampleApproval/sampleApproval.types.ts';
import { errorTagOf } from '../../../src/machines/generic/errorTag.ts';
import { deriveSampleStatus } from '../../../src/domain/sampleApproval.ts';
import { coveringPaths, drivablePaths, once } from './coveringBrowserPaths.ts';

/**
 * Sample dual-approval paths a browser can drive, generated from the registry's statechart: the departments' decision
 * buttons, each decision call held until the path answers it (let through to the server, or failed on the network,
 * or let through after someone else decided the department meanwhile: the server's 409), the screen's read of the
 * sample after that 409 held until the path answers it, and a message's close button only while a message shows. Each
 * snapshot says what each department's card shows.
 */

export type DepartmentUi = {
  readonly status: SampleApprovalStatus;
  readonly message: 'refusal' | 'failure' | null;
  readonly deciding: boolean;
  /** Its decision buttons show (the user may decide). */
  readonly buttons: boolean;
  /** Its confirmation dialog is open. */
  readonly confirming: boolean;
};
export type UiState = { readonly technical: DepartmentUi; readonly sales: DepartmentUi };

export type SampleBrowserPath = {
  readonly name: string;
  /** The registry's start: who decided what before the page opens, and whether the user may decide. */
  readonly start: 'pending' | 'decided' | 'approvedByColleague' | 'approvedByMe' | 'notAllowed';
  readonly events: readonly EventObject[];
  /** What the screen shows before the first event and after each one. */
  readonly shows: readonly UiState[];
  readonly generated: GeneratedPath;
};

const contextOf = (snapshot: AnyMachineSnapshot): SampleApprovalContext => snapshot.context as SampleApprovalContext;

const offered = eventsIn(sampleApprovalEntry.paths.events);

type Decisions = SampleApprovalContext['sample']['approvals'];
const sameDecision = (a: Decisions['technicalDirection'], b: Decisions['technicalDirection']): boolean => a.status === b.status && a.by?.id === b.by?.id && (a.at ?? null) === (b.at ?? null);

/**
 * Whether a sample read again shows the decisions the machine holds: compared field by field, not as JSON (the
 * generator asks it for every state it reaches, tens of thousands of times: as JSON it cost seconds of a worker).
 */
const sameDecisions = (a: { readonly approvals: Decisions }, b: { readonly approvals: Decisions }): boolean =>
  sameDecision(a.approvals.technicalDirection, b.approvals.technicalDirection) && sameDecision(a.approvals.salesManagement, b.approvals.salesManagement);

const isConfirming = (snapshot: AnyMachineSnapshot): boolean => snapshot.matches({ technical: 'confirming' }) || snapshot.matches({ sales: 'confirming' });

/**
 * The close button exists only on a message; while a confirmation dialog is open (modal) the page behind it takes no
 * click: only the dialog's buttons and the answers of calls already in flight. The sample read again is driven only
 * when it shows something new (the read after a 409); the reads after a decision taken show what the machine holds.
 */
export const sampleBrowserEventsOf = (snapshot: AnyMachineSnapshot): readonly EventObject[] =>
  offered(snapshot).filter((event) => {
    if (event.type === 'sample.updated') return !sameDecisions((event as EventObject & { sample: SampleApprovalContext['sample'] }).sample, contextOf(snapshot).sample);
    if (isConfirming(snapshot) && (event.type.endsWith('.decide') || event.type === 'approval.dismiss')) return false;
    return event.type !== 'approval.dismiss' || contextOf(snapshot).refusal !== null || contextOf(snapshot).failure !== null;
  });

const departmentUi = (snapshot: AnyMachineSnapshot, department: SampleDepartment): DepartmentUi => {
  const { sample, refusal, failure } = contextOf(snapshot);
  const technical = department === 'technical_direction';
  const region = technical ? 'technical' : 'sales';
  return {
    status: (technical ? sample.approvals.technicalDirection : sample.approvals.salesManagement).status,
    message: refusal?.department === department ? 'refusal' : failure?.department === department ? 'failure' : null,
    deciding: snapshot.matches({ [region]: 'deciding' }),
    buttons: snapshot.matches({ [region]: 'deciding' }) || (['approved', 'evaluated', 'denied'] as const).some((decision) => snapshot.can({ type: `${region}.decide`, decision })),
    confirming: snapshot.matches({ [region]: 'confirming' }),
  };
};

const uiStateOf = (snapshot: AnyMachineSnapshot): UiState => ({ technical: departmentUi(snapshot, 'technical_direction'), sales: departmentUi(snapshot, 'sales_management') });

const words = (event: EventObject): string => {
  if (event.type === 'sample.updated') return 'sample read again';
  const department = event.type.includes('echnical') ? 'TD' : 'SM';
  if (event.type.startsWith('xstate.done')) return `${department} answered`;
  if (event.type.startsWith('xstate.error')) {
    const tag = errorTagOf((event as EventObject & { error: unknown }).error);
    return tag === 'Invalid' ? `${department} refused (same person)` : tag === 'Conflict' ? `${department} refused (decided meanwhile)` : `${department} network fails`;
  }
  if (event.type === 'approval.dismiss') return 'dismiss';
  if (event.type.endsWith('.confirm')) return `${department} confirms`;
  if (event.type.endsWith('.cancel')) return `${department} cancels`;
  return `${department} ${String((event as EventObject & { decision: string }).decision)}`;
};

const STARTS = ['pending', 'decided', 'approvedByColleague', 'approvedByMe', 'notAllowed'] as const;

export const allSampleBrowserPaths: () => readonly GeneratedPath[] = once(() => drivablePaths(sampleApprovalEntry, sampleBrowserEventsOf));

/** The overall statuses a path shows (approve ∥ approve gives `approved`, a denial `denied`), and both deciding at once. */
export const outcomesOf = (path: GeneratedPath): readonly string[] =>
  path.snapshots.flatMap((snapshot) => {
    const { technical, sales } = uiStateOf(snapshot);
    return [`overall ${deriveSampleStatus(technical.status, sales.status)}`, ...(technical.deciding && sales.deciding ? ['both deciding'] : [])];
  });

export const sampleBrowserPaths: () => readonly SampleBrowserPath[] = once(() =>
  coveringPaths(sampleApprovalEntry, allSampleBrowserPaths(), outcomesOf).map((path) => {
    const start = STARTS.find((id) => id === path.start.id);
    if (!start) throw new Error(`unknown start ${path.start.id}`);
    return { name: `${start}: ${path.events.map(words).join(' → ')}`, start, events: path.events, shows: path.snapshots.map(uiStateOf), generated: path };
  }),
);
