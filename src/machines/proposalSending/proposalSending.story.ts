import type { ProcessStory } from '../story/processStory.ts';
import { alwaysOf, doneOf, errorOf, transitionId as tr } from '../story/transitionId.ts';

const m = 'proposalSending';
const send = (from: string) => [tr(`${m}.${from}`, 'send.prepare'), tr(`${m}.ready`, 'send.submit', 2), doneOf(`${m}.sending`, 'sendProposal'), alwaysOf(`${m}.routing`, 1)];
const revise = (from: string) => [tr(`${m}.${from}`, 'proposal.revise'), doneOf(`${m}.revising`, 'openRevision'), alwaysOf(`${m}.routing`, 0)];

/** An offer: a draft is sent by e-mail; a revision keeps the earlier one in the history and is a draft again. */
export const proposalSendingStory: ProcessStory = {
  machineId: m,
  initial: ['drafting'],
  states: [
    { id: 'drafting', machineStates: [`${m}.drafting`] },
    { id: 'sent', machineStates: [`${m}.sent`] },
  ],
  transitions: [
    { id: 'send', from: 'drafting', to: 'sent', role: 'seller', path: send('drafting') },
    { id: 'resend', from: 'sent', to: 'sent', role: 'seller', path: send('sent') },
    { id: 'reviseSent', from: 'sent', to: 'drafting', role: 'seller', path: revise('sent') },
    { id: 'reviseDraft', from: 'drafting', to: 'drafting', role: 'seller', path: revise('drafting') },
  ],
  conditions: ['recipients', 'undelivered', 'history'],
  scenarios: [
    { id: 'sentFirst', steps: ['send'] },
    { id: 'revisedAndResent', steps: ['send', 'reviseSent', 'send'] },
    { id: 'revisedBeforeSending', steps: ['reviseDraft', 'send', 'resend'] },
  ],
  internalStates: [`${m}.routing`, `${m}.revising`, `${m}.ready`, `${m}.sending`, `${m}.undelivered`],
  internalTransitions: [
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
