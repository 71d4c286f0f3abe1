import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { proposalSendingEntry } from '../../../src/machines/introspection/entries/proposalSending.entry.ts';
import { eventsIn, type GeneratedPath } from '../../../src/machines/introspection/generatePaths.ts';
import { errorTagOf } from '../../../src/machines/generic/errorTag.ts';
import type { ProposalSendingContext, ProposalState, SendTarget } from '../../../src/machines/proposalSending/proposalSending.types.ts';
import { coveringPaths, drivablePaths, once } from './coveringBrowserPaths.ts';

/**
 * Proposal revision-and-sending paths a browser can drive, generated from the registry's statechart: the panel's
 * buttons and form (an address is removed only when one is listed), each call (the send, the revision's save) held
 * until the path answers it (let through to the server, refused with 422, the mail not delivered with 502, or failed
 * on the network). Each snapshot says what the panel and the proposal's status show.
 */

export type UiState = {
  readonly status: ProposalState;
  /** The revision in the page header; the registry caps its samples at 2, so 2 means "2 or more". */
  readonly revision: number;
  readonly form: boolean;
  readonly target: SendTarget;
  readonly addresses: number;
  readonly alerts: number;
  readonly busy: boolean;
};

export type ProposalBrowserPath = {
  readonly name: string;
  readonly start: ProposalState;
  readonly events: readonly EventObject[];
  readonly shows: readonly UiState[];
  readonly generated: GeneratedPath;
};

const contextOf = (snapshot: AnyMachineSnapshot): ProposalSendingContext => snapshot.context as ProposalSendingContext;

const offered = eventsIn(proposalSendingEntry.paths.events);

/**
 * `proposal.changed` is the screen reading the proposal again after the server's clock moved it (its validity
 * passed): no user action produces it, so the browser paths start from an expired offer instead, and the machine's
 * own path tests cover the event.
 */
export const BROWSER_CANNOT_PRODUCE = 'proposal.changed';

// The address fields show only for chosen addresses; each listed address has its remove button.
const drivable = (snapshot: AnyMachineSnapshot, event: EventObject): boolean => {
  if (event.type === BROWSER_CANNOT_PRODUCE) return false;
  const { target, addresses } = contextOf(snapshot);
  if (event.type === 'address.add') return target === 'addresses';
  if (event.type === 'address.remove') return target === 'addresses' && 'index' in event && addresses.length > 0;
  return true;
};

export const proposalBrowserEventsOf = (snapshot: AnyMachineSnapshot): readonly EventObject[] => offered(snapshot).filter((event) => drivable(snapshot, event));

const uiStateOf = (snapshot: AnyMachineSnapshot): UiState => {
  const { proposal, target, addresses, refusal, serverRefusal, errorTag } = contextOf(snapshot);
  const undelivered = snapshot.matches('undelivered');
  return {
    status: proposal.status,
    revision: proposal.revision,
    form: snapshot.matches('ready') || snapshot.matches('sending') || undelivered,
    target,
    addresses: addresses.length,
    alerts: (refusal ? 1 : 0) + (serverRefusal ? 1 : 0) + (undelivered || (errorTag !== null && errorTag !== 'Invalid') ? 1 : 0),
    busy: snapshot.matches('sending') || snapshot.matches('revising') || snapshot.matches('recordingOutcome'),
  };
};

const ERROR_WORDS: Readonly<Record<string, string>> = { Invalid: 'refused (422)', Server: 'not delivered (502)', Network: 'network fails' };

const words = (event: EventObject): string => {
  if (event.type.startsWith('xstate.done')) return 'answered';
  if (event.type.startsWith('xstate.error')) return ERROR_WORDS[errorTagOf((event as EventObject & { error: unknown }).error) ?? ''] ?? 'fails';
  if (event.type === 'target.choose') return `to ${String((event as EventObject & { target: string }).target)}`;
  if (event.type === 'address.add') return `add ${(event as EventObject & { address: { sendType: string } }).address.sendType}`;
  if (event.type === 'outcome.record') return `customer ${String((event as EventObject & { outcome: string }).outcome)}`;
  return event.type.replace(/^\w+\./, '');
};

export const allProposalBrowserPaths: () => readonly GeneratedPath[] = once(() => drivablePaths(proposalSendingEntry, proposalBrowserEventsOf));

export const proposalBrowserPaths: () => readonly ProposalBrowserPath[] = once(() =>
  coveringPaths(proposalSendingEntry, allProposalBrowserPaths()).map((path) => {
    const shows = path.snapshots.map(uiStateOf);
    const first = shows[0];
    if (!first) throw new Error(`${path.id} has no snapshot`);
    return { name: `${path.start.id}: ${path.events.map(words).join(' → ')}`, start: first.status, events: path.events, shows, generated: path };
  }),
);
