import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import type { ApiError } from '../../api/errors.ts';
import { getProposal, sendProposalToAddresses, sendProposalToCustomer, updateProposal, type Proposal } from '../../api/proposals.ts';
import { fromApiEffect } from '../generic/fromApiEffect.ts';
import { createProposalSendingMachine } from './proposalSending.machine.ts';
import type { ProposalOutcome, SendRequest } from './proposalSending.types.ts';

// The sending statechart bound to the API (as session.logic.ts binds the session): the calls each step makes, in
// order, given a client; the screen only tells the user and reloads what it shows when the named effects fire.

export const proposalSendingMachine = createProposalSendingMachine<Proposal>();

/** Sends by e-mail, then reads the proposal back: the send call answers 204 and the screen shows the new status. */
export const sendThenReread = (client: ApiClient, request: SendRequest): Effect.Effect<Proposal, ApiError> =>
  Effect.flatMap(
    request.target === 'customer'
      ? sendProposalToCustomer(client, request.proposalId, { addressee: request.addressee.trim() || null })
      : sendProposalToAddresses(client, request.proposalId, {
          addressee: request.addressee.trim(),
          mailAddresses: request.addresses.map((address) => ({ email: address.email, sendType: address.sendType })),
        }),
    () => getProposal(client, request.proposalId),
  );

/** The server merges an update: a body with only the edit type reopens the proposal exactly as it stands. */
export const openRevision = (client: ApiClient, proposalId: number): Effect.Effect<Proposal, ApiError> => updateProposal(client, proposalId, { editType: 'revision' });

/** A standard edit that records only the customer's answer: the server keeps every other field as it is. */
export const recordOutcome = (client: ApiClient, proposalId: number, outcome: ProposalOutcome): Effect.Effect<Proposal, ApiError> =>
  updateProposal(client, proposalId, { editType: 'standard', status: outcome });

export type ProposalSendingDependencies = {
  readonly client: ApiClient;
  /** The mail left and the proposal is marked sent. */
  readonly onSent: (proposal: Proposal) => void;
  /** A new revision was opened (the proposal is a draft again). */
  readonly onRevisionOpened: (proposal: Proposal) => void;
  /** The customer's answer was recorded. */
  readonly onOutcomeRecorded: (proposal: Proposal) => void;
};

export const createProposalSendingLogic = ({ client, onSent, onRevisionOpened, onOutcomeRecorded }: ProposalSendingDependencies) =>
  proposalSendingMachine.provide({
    actors: {
      sendProposal: fromApiEffect((request: SendRequest) => sendThenReread(client, request)),
      openRevision: fromApiEffect((request: { readonly proposalId: number }) => openRevision(client, request.proposalId)),
      recordOutcome: fromApiEffect((request: { readonly proposalId: number; readonly outcome: ProposalOutcome }) => recordOutcome(client, request.proposalId, request.outcome)),
    },
    actions: {
      proposalSent: (_, params) => onSent(params.proposal),
      revisionOpened: (_, params) => onRevisionOpened(params.proposal),
      outcomeRecorded: (_, params) => onOutcomeRecorded(params.proposal),
    },
  });
