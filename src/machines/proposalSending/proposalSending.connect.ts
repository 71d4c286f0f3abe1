import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import type { ErrorTag } from '../generic/errorTag.ts';
import type { MailAddress, ProposalOutcome, ProposalSendingContext, ProposalSendingEvent, SendableProposal, SendTarget } from './proposalSending.types.ts';

// What the sending panel shows, from a snapshot alone (DESIGN.md §6): which buttons work is what the machine would
// take (`snapshot.can`), never a rule redone in the view. Pure: tested without React.

type Probe = Extract<ProposalSendingEvent, { type: 'send.prepare' | 'proposal.revise' | 'outcome.record' }>;

// Structural, so it serves the machine for any proposal shape (`createProposalSendingMachine<P>()`).
type Snapshot = {
  readonly context: ProposalSendingContext<SendableProposal>;
  matches: (state: 'ready' | 'sending' | 'undelivered' | 'revising' | 'recordingOutcome') => boolean;
  can: (event: Probe) => boolean;
};

export type ProposalSendingView = {
  /** The recipients' form is shown (ready, sending, or after an undelivered mail). */
  readonly preparing: boolean;
  readonly sending: boolean;
  readonly revising: boolean;
  readonly undelivered: boolean;
  readonly canPrepare: boolean;
  readonly canRevise: boolean;
  /** The customer's answer may be recorded (a sent offer, nothing else in flight). */
  readonly canRecordOutcome: boolean;
  /** The answer being saved, if one is. */
  readonly recordingOutcome: ProposalOutcome | null;
  /** What the form's submit button sends: a retry after an undelivered mail, a first send otherwise. */
  readonly submit: Extract<ProposalSendingEvent, { type: 'send.submit' | 'send.retry' }>['type'];
  readonly target: SendTarget;
  readonly addressee: string;
  readonly addresses: readonly MailAddress[];
  readonly refusal: MessageDescriptor | null;
  readonly serverRefusal: string | null;
  /** The failure shown beside the form: any but the server's refusal, which `serverRefusal` words. */
  readonly error: ErrorTag | null;
};

export const connectProposalSending = (snapshot: Snapshot): ProposalSendingView => {
  const { context } = snapshot;
  const undelivered = snapshot.matches('undelivered');
  return {
    preparing: snapshot.matches('ready') || snapshot.matches('sending') || undelivered,
    sending: snapshot.matches('sending'),
    revising: snapshot.matches('revising'),
    undelivered,
    canPrepare: snapshot.can({ type: 'send.prepare' }),
    canRevise: snapshot.can({ type: 'proposal.revise' }),
    canRecordOutcome: snapshot.can({ type: 'outcome.record', outcome: 'accepted' }),
    recordingOutcome: snapshot.matches('recordingOutcome') ? context.outcome : null,
    submit: undelivered ? 'send.retry' : 'send.submit',
    target: context.target,
    addressee: context.addressee,
    addresses: context.addresses,
    refusal: context.refusal,
    serverRefusal: context.serverRefusal,
    error: undelivered || context.errorTag !== 'Invalid' ? context.errorTag : null,
  };
};

