import type { AnyMachineSnapshot } from 'xstate';
import { createProposalSendingMachine } from '../../proposalSending/proposalSending.machine.ts';
import type { ProposalState } from '../../proposalSending/proposalSending.types.ts';
import { neverSettling } from '../neverSettling.ts';
import { actorDone, actorError, taggedError, type MachineRegistryEntry, type SampleEvent } from '../registryEntry.ts';

const machine = createProposalSendingMachine();

const proposal = (status: ProposalState, revision = 0) => ({ id: 1, status, revision });

const revisionOf = (snapshot: AnyMachineSnapshot): number => {
  const current: unknown = snapshot.context.proposal;
  return typeof current === 'object' && current !== null && 'revision' in current && typeof current.revision === 'number' ? current.revision : 0;
};

const statusOf = (snapshot: AnyMachineSnapshot): ProposalState => {
  const current: unknown = snapshot.context.proposal;
  return typeof current === 'object' && current !== null && 'status' in current && typeof current.status === 'string' ? (current.status as ProposalState) : 'draft';
};

const outcomeOf = (snapshot: AnyMachineSnapshot): ProposalState => ((snapshot.context as { outcome: ProposalState | null }).outcome ?? 'accepted');

const ADDRESSES = [
  { email: 'ufficio@cliente.test', sendType: 'cc' },
  { email: 'acquisti@cliente.test', sendType: 'to' },
] as const;

const addressesOf = (snapshot: AnyMachineSnapshot): string[] => (snapshot.context as { addresses: { email: string }[] }).addresses.map((address) => address.email);

export const proposalSendingEntry: MachineRegistryEntry = {
  id: 'proposalSending',
  titleKey: 'machines.proposalSending.title',
  descriptionKey: 'machines.proposalSending.description',
  machine,
  stubbed: machine.provide({ actors: { sendProposal: neverSettling(), openRevision: neverSettling(), recordOutcome: neverSettling() } }),
  paths: {
    // Sending prepares a recipient list: its simple paths grow combinatorially.
    strategy: 'shortest',
    limit: 50000,
    starts: [
      { id: 'draft', labelKey: 'starts.proposalSending.draft', input: { proposal: proposal('draft') } },
      { id: 'sent', labelKey: 'starts.proposalSending.sent', input: { proposal: proposal('sent') } },
    ],
    // A delivered mail answers with the proposal sent; a new revision with revision + 1 as a draft. The server refuses
    // with 422 (no e-mail address on the customer), or the mail is not delivered (502), or the network fails.
    events: (snapshot): readonly SampleEvent[] => [
      { type: 'target.choose', target: 'addresses' },
      { type: 'target.choose', target: 'customer' },
      // The same address is not added twice (the machine's guard), so the addresses (and the paths) stay finite.
      ...ADDRESSES.map((address) => ({ type: 'address.add', address })),
      ...(addressesOf(snapshot).length > 0 ? [{ type: 'address.remove', index: 0 }] : []),
      { type: 'addressee.change', addressee: 'Ufficio acquisti' },
      actorDone('sendProposal', proposal('sent', revisionOf(snapshot))),
      actorError('sendProposal', taggedError('Invalid', { fields: { customer_id: ['The customer has no e-mail address: there is no recipient.'] } })),
      actorError('sendProposal', taggedError('Server', { status: 502, message: 'The mail was not delivered.' })),
      // Revision numbers are capped at 2 in the samples so that the traversal ends.
      actorDone('openRevision', proposal('draft', Math.min(revisionOf(snapshot) + 1, 2))),
      actorError('openRevision', taggedError('Network')),
      // The customer's answer; the server answers with the proposal so marked, or the call fails.
      { type: 'outcome.record', outcome: 'accepted' },
      { type: 'outcome.record', outcome: 'rejected' },
      // The server answers with the answer recorded: the one the salesperson chose.
      actorDone('recordOutcome', proposal(outcomeOf(snapshot), revisionOf(snapshot))),
      actorError('recordOutcome', taggedError('Network')),
      // The screen read the proposal again: a draft's or a sent offer's validity passed (the server marks it
      // expired); an answered or expired one reads as it was.
      ...(snapshot.matches('drafting') || snapshot.matches('sent')
        ? [{ type: 'proposal.changed', proposal: proposal('expired', revisionOf(snapshot)) }]
        : [{ type: 'proposal.changed', proposal: proposal(statusOf(snapshot), revisionOf(snapshot)) }]),
    ],
  },
};
