import type { ProcessStory } from '../story/processStory.ts';
import { alwaysOf, doneOf, errorOf, transitionId as tr } from '../story/transitionId.ts';

const m = 'newsletterSubscription';
const called = doneOf(`${m}.calling`, 'subscription');
const to = { pending: alwaysOf(`${m}.routing`, 1), unsubscribed: alwaysOf(`${m}.routing`, 2), subscribed: alwaysOf(`${m}.routing`, 3) };

/** A recipient on a newsletter list: added (confirming by e-mail or not), subscribed, unsubscribed, back only by confirming. */
export const newsletterSubscriptionStory: ProcessStory = {
  machineId: m,
  initial: ['new'],
  states: [
    { id: 'new', machineStates: [`${m}.new`] },
    { id: 'pending', machineStates: [`${m}.pending`] },
    { id: 'subscribed', machineStates: [`${m}.subscribed`] },
    { id: 'unsubscribed', machineStates: [`${m}.unsubscribed`] },
  ],
  transitions: [
    { id: 'addWithConfirmation', from: 'new', to: 'pending', role: 'staff', path: [tr(`${m}.new`, 'recipient.add'), called, to.pending] },
    { id: 'addDirect', from: 'new', to: 'subscribed', role: 'staff', path: [tr(`${m}.new`, 'recipient.add'), called, to.subscribed] },
    { id: 'confirm', from: 'pending', to: 'subscribed', role: 'recipient', path: [tr(`${m}.pending`, 'recipient.refresh'), called, to.subscribed] },
    { id: 'unsubscribePending', from: 'pending', to: 'unsubscribed', role: 'staff', path: [tr(`${m}.pending`, 'recipient.unsubscribe'), called, to.unsubscribed] },
    { id: 'unsubscribe', from: 'subscribed', to: 'unsubscribed', role: 'staff', path: [tr(`${m}.subscribed`, 'recipient.unsubscribe'), called, to.unsubscribed] },
    { id: 'resubscribe', from: 'unsubscribed', to: 'pending', role: 'staff', path: [tr(`${m}.unsubscribed`, 'recipient.subscribe'), called, to.pending] },
  ],
  conditions: ['consent', 'alreadyThere', 'failure'],
  scenarios: [
    { id: 'doubleOptIn', steps: ['addWithConfirmation', 'confirm'] },
    { id: 'direct', steps: ['addDirect'] },
    { id: 'leavesAndComesBack', steps: ['addDirect', 'unsubscribe', 'resubscribe', 'confirm'] },
    { id: 'neverConfirmed', steps: ['addWithConfirmation', 'unsubscribePending'] },
  ],
  internalStates: [`${m}.routing`, `${m}.calling`],
  internalTransitions: [
    alwaysOf(`${m}.routing`, 0),
    tr(`${m}.new`, 'subscription.dismiss'),
    tr(`${m}.pending`, 'subscription.dismiss'),
    tr(`${m}.subscribed`, 'subscription.dismiss'),
    tr(`${m}.unsubscribed`, 'subscription.dismiss'),
    errorOf(`${m}.calling`, 'subscription'),
  ],
};
