import type { NamedAddressee } from '../../domain/proposalAttention.ts';
import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import type { ErrorTag } from '../generic/errorTag.ts';

export type ProposalState = 'draft' | 'sent' | 'accepted' | 'rejected' | 'expired';

/** What the sending statechart needs of a proposal (the API's Proposal satisfies it). */
export type SendableProposal = {
  readonly id: number;
  readonly status: ProposalState;
  readonly revision: number;
  /** Its addressees: the attention ones are the sending's starting "for the attention of" line. */
  readonly addressees?: readonly NamedAddressee[];
};

export type SendType = 'to' | 'cc' | 'bcc';
export type MailAddress = { readonly email: string; readonly sendType: SendType };
/** To the customer's own e-mail address, or to addresses chosen one by one (spec §7). */
export type SendTarget = 'customer' | 'addresses';

export type SendRequest = { readonly proposalId: number; readonly target: SendTarget; readonly addressee: string; readonly addresses: readonly MailAddress[] };

export type ProposalSendingInput<Proposal extends SendableProposal = SendableProposal> = { proposal: Proposal };

export type ProposalSendingContext<Proposal extends SendableProposal = SendableProposal> = {
  proposal: Proposal;
  target: SendTarget;
  /** "For the attention of": the proposal's attention line until the person types their own. */
  addressee: string;
  addresseeTyped: boolean;
  addresses: readonly MailAddress[];
  /** Why sending was refused before any call (spec §5). */
  refusal: MessageDescriptor | null;
  /** The server's own refusal text (422), e.g. the customer has no e-mail address. */
  serverRefusal: string | null;
  /** Tag of the last failed call (the mail not delivered, a network failure…). */
  errorTag: ErrorTag | null;
  /** The customer's answer being recorded (in `recordingOutcome`). */
  outcome: ProposalOutcome | null;
};

/** The customer's answer, recorded by the salesperson on a sent offer. */
export type ProposalOutcome = 'accepted' | 'rejected';

export type ProposalSendingEvent =
  | { type: 'send.prepare' }
  | { type: 'outcome.record'; outcome: ProposalOutcome }
  | { type: 'proposal.changed'; proposal: SendableProposal }
  | { type: 'proposal.revise' }
  | { type: 'target.choose'; target: SendTarget }
  | { type: 'addressee.change'; addressee: string }
  | { type: 'address.add'; address: MailAddress }
  | { type: 'address.remove'; index: number }
  | { type: 'send.submit' }
  | { type: 'send.retry' }
  | { type: 'send.cancel' };
