import { assign, setup } from 'xstate';

/** Where the user asked to go: an in-app path (link, menu, `navigate`) or one step back in the history. */
export type Leaving = { kind: 'path'; to: string; replace: boolean } | { kind: 'back' };

/** `leave.request`'s `unsaved`: some form on the screen has changes not saved yet, read at the moment of the request. */
export type LeaveGuardEvent = { type: 'leave.request'; leaving: Leaving; unsaved: boolean } | { type: 'leave.stay' } | { type: 'leave.discard' };

export type LeaveGuardContext = { pending: Leaving | null };

/**
 * The unsaved-changes question: a request to leave the screen goes through at once when nothing is changed, or waits
 * in `asking` (the dialog) until the user stays (the request is dropped) or discards the changes (it goes on).
 * Saving ends the question by itself: a saved form is unchanged, so the next request passes.
 */
export const leaveGuardMachine = setup({
  types: {
    context: {} as LeaveGuardContext,
    events: {} as LeaveGuardEvent,
  },
  guards: {
    hasUnsavedChanges: (_, params: { unsaved: boolean }) => params.unsaved,
  },
  actions: {
    storePending: assign((_, params: { leaving: Leaving }) => ({ pending: params.leaving })),
    clearPending: assign({ pending: null }),
    // The navigation itself, implemented by the app's router (the machine only decides whether it happens).
    leave: (_, _params: { leaving: Leaving }) => undefined,
  },
}).createMachine({
  id: 'leaveGuard',
  context: { pending: null },
  initial: 'free',
  states: {
    free: {
      on: {
        'leave.request': [
          {
            guard: { type: 'hasUnsavedChanges', params: ({ event }) => ({ unsaved: event.unsaved }) },
            target: 'asking',
            actions: { type: 'storePending', params: ({ event }) => ({ leaving: event.leaving }) },
          },
          { actions: { type: 'leave', params: ({ event }) => ({ leaving: event.leaving }) } },
        ],
      },
    },
    asking: {
      on: {
        'leave.stay': { target: 'free', actions: 'clearPending' },
        'leave.discard': {
          target: 'free',
          actions: [{ type: 'leave', params: ({ context }) => ({ leaving: context.pending ?? { kind: 'back' } }) }, 'clearPending'],
        },
      },
    },
  },
});

export type LeaveGuardMachine = typeof leaveGuardMachine;
