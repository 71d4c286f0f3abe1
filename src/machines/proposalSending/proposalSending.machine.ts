import { assign, fromPromise, setup } from 'xstate';
import { attentionLine } from '../../domain/proposalAttention.ts';
import { guardMessage } from '../../domain/guards/guardMessages.ts';
import { errorTagOf, fieldErrorsOf } from '../generic/errorTag.ts';
import type { ProposalOutcome, ProposalSendingContext, ProposalSendingEvent, ProposalSendingInput, SendableProposal, SendRequest } from './proposalSending.types.ts';

const firstServerMessage = (error: unknown): string | null => {
  const fields = fieldErrorsOf(error);
  if (!fields) return null;
  return Object.values(fields).flat()[0] ?? null;
};

/**
 * Proposal revision and sending (spec §4, §5, §7). Resting states follow the proposal's status: `drafting` while it
 * is a draft, `sent` once e-mailed, then the customer's answer as the salesperson records it (`accepted`, `rejected`,
 * in `recordingOutcome`), or `expired` when its validity passed before an answer (the server decides it; the screen
 * tells the machine with `proposal.changed` whenever it reads the proposal again, e.g. after the edit form). A new revision (`revising`) keeps the current one in the
 * history and reopens the proposal as a draft: nothing is cancelled. Sending is prepared in `ready` (to the assigned
 * customer, or to chosen addresses each marked to/cc/bcc) and refused there, without a call, with no recipient or no
 * address marked as recipient. In `sending` the server e-mails the PDF: a delivered mail marks the proposal sent; a
 * mail not delivered is its own outcome (`undelivered`), from which the user retries or gives up, and the proposal
 * stays as it was.
 */
export const createProposalSendingMachine = <Proposal extends SendableProposal = SendableProposal>() => {
  // A reload of the same proposal routes again on its status; another proposal's is ignored.
  const changed = {
    guard: { type: 'isSameProposal', params: ({ event }: { event: Extract<ProposalSendingEvent, { type: 'proposal.changed' }> }) => ({ proposal: event.proposal }) },
    target: 'routing',
    actions: { type: 'storeChange', params: ({ event }: { event: Extract<ProposalSendingEvent, { type: 'proposal.changed' }> }) => ({ proposal: event.proposal }) },
  } as const;
  return setup({
    types: {
      context: {} as ProposalSendingContext<Proposal>,
      events: {} as ProposalSendingEvent,
      input: {} as ProposalSendingInput<Proposal>,
    },
    actors: {
      // Answers with the proposal as it stands after sending (re-read: the send call answers 204).
      sendProposal: fromPromise<Proposal, SendRequest>(async () => {
        throw new Error('sendProposal must be provided by the screen');
      }),
      openRevision: fromPromise<Proposal, { proposalId: number }>(async () => {
        throw new Error('openRevision must be provided by the screen');
      }),
      // Answers with the proposal as it stands with the outcome recorded.
      recordOutcome: fromPromise<Proposal, { proposalId: number; outcome: ProposalOutcome }>(async () => {
        throw new Error('recordOutcome must be provided by the screen');
      }),
    },
    guards: {
      isDraft: ({ context }) => context.proposal.status === 'draft',
      offerAccepted: ({ context }) => context.proposal.status === 'accepted',
      offerRejected: ({ context }) => context.proposal.status === 'rejected',
      offerExpired: ({ context }) => context.proposal.status === 'expired',
      isSameProposal: ({ context }, params: { proposal: SendableProposal }) => params.proposal.id === context.proposal.id,
      hasNoRecipient: ({ context }) => context.target === 'addresses' && context.addresses.length === 0,
      hasNoAddressAsRecipient: ({ context }) => context.target === 'addresses' && !context.addresses.some((address) => address.sendType === 'to'),
      isNewAddress: ({ context }, params: { email: string }) => params.email.trim() !== '' && !context.addresses.some((address) => address.email === params.email.trim()),
      isRefusal: (_, params: { error: unknown }) => errorTagOf(params.error) === 'Invalid',
    },
    actions: {
      resetSending: assign({ target: 'customer' as const, addresses: [], refusal: null, serverRefusal: null, errorTag: null }),
      chooseTarget: assign((_, params: { target: ProposalSendingContext['target'] }) => ({ target: params.target, refusal: null, serverRefusal: null })),
      setAddressee: assign((_, params: { addressee: string }) => ({ addressee: params.addressee, addresseeTyped: true })),
      addAddress: assign(({ context }, params: { address: ProposalSendingContext['addresses'][number] }) => ({
        addresses: [...context.addresses, { email: params.address.email.trim(), sendType: params.address.sendType }],
        refusal: null,
      })),
      removeAddress: assign(({ context }, params: { index: number }) => ({ addresses: context.addresses.filter((_, index) => index !== params.index) })),
      refuseNoRecipient: assign({ refusal: guardMessage('proposalWithoutRecipient'), serverRefusal: null, errorTag: null }),
      refuseNoAddressAsRecipient: assign({ refusal: guardMessage('proposalWithoutAddressAsRecipient'), serverRefusal: null, errorTag: null }),
      clearMessages: assign({ refusal: null, serverRefusal: null, errorTag: null }),
      chooseOutcome: assign((_, params: { outcome: ProposalOutcome }) => ({ outcome: params.outcome, refusal: null, serverRefusal: null, errorTag: null })),
      storeProposal: assign((_, params: { proposal: Proposal }) => ({ proposal: params.proposal })),
      // The screen read the proposal again: its fields are the screen's own, so only what the machine decides on moves.
      // The attention line follows the proposal's addressees (an edit changed them) until the person typed their own.
      storeChange: assign(({ context }, params: { proposal: SendableProposal }) => ({
        proposal: { ...context.proposal, status: params.proposal.status, revision: params.proposal.revision },
        ...(context.addresseeTyped || params.proposal.addressees === undefined ? {} : { addressee: attentionLine(params.proposal.addressees) }),
      })),
      storeServerRefusal: assign((_, params: { error: unknown }) => ({ serverRefusal: firstServerMessage(params.error), errorTag: 'Invalid' as const })),
      storeError: assign((_, params: { error: unknown }) => ({ errorTag: errorTagOf(params.error) })),
      /** Named effects: the screen tells the user and refreshes what it shows. */
      proposalSent: (_, _params: { proposal: Proposal }) => undefined,
      revisionOpened: (_, _params: { proposal: Proposal }) => undefined,
      outcomeRecorded: (_, _params: { proposal: Proposal }) => undefined,
    },
  }).createMachine({
    id: 'proposalSending',
    context: ({ input }) => ({ proposal: input.proposal, target: 'customer', addressee: attentionLine(input.proposal.addressees ?? []), addresseeTyped: false, addresses: [], refusal: null, serverRefusal: null, errorTag: null, outcome: null }),
    initial: 'routing',
    states: {
      // Decides the resting state from the proposal's status: at start and after every answer.
      routing: {
        always: [
          { guard: 'isDraft', target: 'drafting' },
          { guard: 'offerAccepted', target: 'accepted' },
          { guard: 'offerRejected', target: 'rejected' },
          { guard: 'offerExpired', target: 'expired' },
          { target: 'sent' },
        ],
      },
      drafting: {
        on: {
          'send.prepare': { target: 'ready', actions: 'resetSending' },
          'proposal.revise': { target: 'revising', actions: 'clearMessages' },
          'proposal.changed': changed,
        },
      },
      sent: {
        on: {
          'send.prepare': { target: 'ready', actions: 'resetSending' },
          'outcome.record': { target: 'recordingOutcome', actions: { type: 'chooseOutcome', params: ({ event }) => ({ outcome: event.outcome }) } },
          'proposal.revise': { target: 'revising', actions: 'clearMessages' },
          'proposal.changed': changed,
        },
      },
      // The customer's answer, and an offer whose validity passed: a new revision is the way to offer again.
      accepted: { on: { 'proposal.revise': { target: 'revising', actions: 'clearMessages' }, 'proposal.changed': changed } },
      rejected: { on: { 'proposal.revise': { target: 'revising', actions: 'clearMessages' }, 'proposal.changed': changed } },
      expired: { on: { 'proposal.revise': { target: 'revising', actions: 'clearMessages' }, 'proposal.changed': changed } },
      recordingOutcome: {
        invoke: {
          id: 'recordOutcome',
          src: 'recordOutcome',
          input: ({ context }) => ({ proposalId: context.proposal.id, outcome: context.outcome ?? 'accepted' }),
          onDone: {
            target: 'routing',
            actions: [
              { type: 'storeProposal', params: ({ event }) => ({ proposal: event.output }) },
              { type: 'outcomeRecorded', params: ({ event }) => ({ proposal: event.output }) },
            ],
          },
          onError: { target: 'routing', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      revising: {
        invoke: {
          id: 'openRevision',
          src: 'openRevision',
          input: ({ context }) => ({ proposalId: context.proposal.id }),
          onDone: {
            target: 'routing',
            actions: [
              { type: 'storeProposal', params: ({ event }) => ({ proposal: event.output }) },
              { type: 'revisionOpened', params: ({ event }) => ({ proposal: event.output }) },
            ],
          },
          onError: { target: 'routing', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      ready: {
        on: {
          'target.choose': { actions: { type: 'chooseTarget', params: ({ event }) => ({ target: event.target }) } },
          'addressee.change': { actions: { type: 'setAddressee', params: ({ event }) => ({ addressee: event.addressee }) } },
          'address.add': { guard: { type: 'isNewAddress', params: ({ event }) => ({ email: event.address.email }) }, actions: { type: 'addAddress', params: ({ event }) => ({ address: event.address }) } },
          'address.remove': { actions: { type: 'removeAddress', params: ({ event }) => ({ index: event.index }) } },
          'send.submit': [
            { guard: 'hasNoRecipient', actions: 'refuseNoRecipient' },
            { guard: 'hasNoAddressAsRecipient', actions: 'refuseNoAddressAsRecipient' },
            { target: 'sending', actions: 'clearMessages' },
          ],
          'send.cancel': { target: 'routing', actions: 'clearMessages' },
        },
      },
      sending: {
        invoke: {
          id: 'sendProposal',
          src: 'sendProposal',
          input: ({ context }) => ({ proposalId: context.proposal.id, target: context.target, addressee: context.addressee, addresses: context.addresses }),
          onDone: {
            target: 'routing',
            actions: [
              { type: 'storeProposal', params: ({ event }) => ({ proposal: event.output }) },
              { type: 'proposalSent', params: ({ event }) => ({ proposal: event.output }) },
            ],
          },
          onError: [
            { guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) }, target: 'ready', actions: { type: 'storeServerRefusal', params: ({ event }) => ({ error: event.error }) } },
            { target: 'undelivered', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
      // The mail did not leave (or the answer was lost): the proposal is not marked sent.
      undelivered: {
        on: {
          'send.retry': { target: 'sending', actions: 'clearMessages' },
          'send.cancel': { target: 'routing', actions: 'clearMessages' },
        },
      },
    },
  });
};

export type ProposalSendingMachine<Proposal extends SendableProposal = SendableProposal> = ReturnType<typeof createProposalSendingMachine<Proposal>>;
