import type { ProcessStory } from '../story/processStory.ts';
import { alwaysOf, doneOf, errorOf, transitionId as tr } from '../story/transitionId.ts';

const m = 'proposalSending';
const send = (from: string) => [tr(`${m}.${from}`, 'send.prepare'), tr(`${m}.ready`, 'send.submit', 2), doneOf(`${m}.sending`, 'sendProposal'), alwaysOf(`${m}.routing`, 4)];
// The routing branches, in the machine's order: draft, accepted, rejected, expired, sent.
const revise = (from: string) => [tr(`${m}.${from}`, 'proposal.revise'), doneOf(`${m}.revising`, 'openRevision'), alwaysOf(`${m}.routing`, 0)];
const answer = (branch: number) => [tr(`${m}.sent`, 'outcome.record'), doneOf(`${m}.recordingOutcome`, 'recordOutcome'), alwaysOf(`${m}.routing`, branch)];
const expire = (from: string) => [tr(`${m}.${from}`, 'proposal.changed'), alwaysOf(`${m}.routing`, 3)];

/**
 * An offer: a draft is sent by e-mail and the customer's answer recorded, or its validity passes; a revision keeps the
 * earlier one in the history and is a draft again.
 */
export const proposalSendingStory: ProcessStory = {
  machineId: m,
  initial: ['drafting'],
  states: [
    { id: 'drafting', machineStates: [`${m}.drafting`] },
    // Before `sent` in the story's order, which the layout keeps: the diagram then stacks it between the draft and the
    // sent offer (either may expire) instead of a third box beside the answers, and stays readable on a phone.
    { id: 'expired', machineStates: [`${m}.expired`] },
    { id: 'sent', machineStates: [`${m}.sent`] },
    { id: 'accepted', machineStates: [`${m}.accepted`] },
    { id: 'rejected', machineStates: [`${m}.rejected`] },
  ],
  transitions: [
    { id: 'send', from: 'drafting', to: 'sent', role: 'seller', path: send('drafting') },
    { id: 'resend', from: 'sent', to: 'sent', role: 'seller', path: send('sent') },
    { id: 'reviseSent', from: 'sent', to: 'drafting', role: 'seller', path: revise('sent') },
    { id: 'reviseDraft', from: 'drafting', to: 'drafting', role: 'seller', path: revise('drafting') },
    { id: 'accept', from: 'sent', to: 'accepted', role: 'seller', path: answer(1) },
    { id: 'reject', from: 'sent', to: 'rejected', role: 'seller', path: answer(2) },
    { id: 'expireSent', from: 'sent', to: 'expired', role: 'system', path: expire('sent') },
    { id: 'expireDraft', from: 'drafting', to: 'expired', role: 'system', path: expire('drafting') },
    { id: 'reviseAccepted', from: 'accepted', to: 'drafting', role: 'seller', path: revise('accepted') },
    { id: 'reviseRejected', from: 'rejected', to: 'drafting', role: 'seller', path: revise('rejected') },
    { id: 'reviseExpired', from: 'expired', to: 'drafting', role: 'seller', path: revise('expired') },
  ],
  conditions: ['recipients', 'undelivered', 'validity', 'history'],
  scenarios: [
    { id: 'sentFirst', steps: ['send'] },
    { id: 'acceptedFirst', steps: ['send', 'accept'] },
    { id: 'acceptedThenRevised', steps: ['send', 'accept', 'reviseAccepted', 'send', 'accept'] },
    { id: 'rejectedThenRevised', steps: ['send', 'reject', 'reviseRejected', 'send', 'accept'] },
    { id: 'expiredThenRevised', steps: ['send', 'expireSent', 'reviseExpired', 'send', 'accept'] },
    { id: 'expiredDraft', steps: ['expireDraft', 'reviseExpired', 'send'] },
    { id: 'revisedAndResent', steps: ['send', 'reviseSent', 'send'] },
    { id: 'revisedBeforeSending', steps: ['reviseDraft', 'send', 'resend'] },
  ],
  internalStates: [`${m}.routing`, `${m}.revising`, `${m}.ready`, `${m}.sending`, `${m}.undelivered`, `${m}.recordingOutcome`],
  internalTransitions: [
    // A reload that finds the offer as it was (or a status the machine routes to from its start).
    tr(`${m}.accepted`, 'proposal.changed'),
    tr(`${m}.rejected`, 'proposal.changed'),
    tr(`${m}.expired`, 'proposal.changed'),
    errorOf(`${m}.recordingOutcome`, 'recordOutcome'),
    tr(`${m}.ready`, 'target.choose'),
    tr(`${m}.ready`, 'addressee.change'),
    tr(`${m}.ready`, 'address.add'),
    tr(`${m}.ready`, 'address.remove'),
    tr(`${m}.ready`, 'send.submit', 0),
    tr(`${m}.ready`, 'send.submit', 1),
    tr(`${m}.ready`, 'send.cancel'),
    errorOf(`${m}.sending`, 'sendProposal', 0),
    errorOf(`${m}.sending`, 'sendProposal', 1),
    tr(`${m}.undelivered`, 'send.retry'),
    tr(`${m}.undelivered`, 'send.cancel'),
    errorOf(`${m}.revising`, 'openRevision'),
  ],
};
