import { leaveGuardMachine, type Leaving } from './leaveGuard.machine.ts';

// The unsaved-changes guard's machine bound to the app's router (issue 32): the signed-in layout's
// UnsavedChangesGuard passes how a navigation happens and never provides an action itself.

/** The leave guard whose `leave` runs the navigation the user asked for (once nothing is unsaved, or once discarded). */
export const bindLeaveGuard = (leave: (leaving: Leaving) => void) => leaveGuardMachine.provide({ actions: { leave: (_, { leaving }) => leave(leaving) } });
