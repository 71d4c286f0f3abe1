import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { pendingStatus, vacationStatusEntry } from '../../../src/machines/introspection/entries/vacationStatus.entry.ts';
import { eventsIn, generatePaths, type GeneratedPath } from '../../../src/machines/introspection/generatePaths.ts';
import type { VacationStatus } from '../../../src/machines/vacationStatus/vacationStatus.types.ts';

/**
 * Vacation-decision paths a browser can drive, generated from the registry's statechart with the shared generator,
 * narrowed to the approver's buttons and the status call answered by the real server. Each decision and its answer
 * become one UI step; after it the page must show the snapshot's status and offer the buttons it allows.
 */

export type DecisionButton = 'accept' | 'modify' | 'reject' | 'reopen';

export type DecisionStep = { readonly button: DecisionButton; readonly status: VacationStatus; readonly offered: readonly DecisionButton[] };

export type DecisionBrowserPath = { readonly name: string; readonly generated: GeneratedPath; readonly steps: readonly DecisionStep[]; readonly offered: readonly DecisionButton[] };

const BUTTON_OF: Readonly<Record<string, DecisionButton>> = { 'vacation.accept': 'accept', 'vacation.modify': 'modify', 'vacation.reject': 'reject', 'vacation.reopen': 'reopen' };

const offered = eventsIn(vacationStatusEntry.paths.events);

/** The approver presses buttons; the call is answered. Failures, notes and outside changes are left to the unit paths. */
const browserEventsOf = (snapshot: AnyMachineSnapshot): readonly EventObject[] =>
  offered(snapshot).filter((event) => event.type in BUTTON_OF || event.type === 'xstate.done.actor.changeStatus');

const offeredButtons = (snapshot: AnyMachineSnapshot): DecisionButton[] =>
  Object.entries(BUTTON_OF)
    .filter(([type]) => snapshot.can({ type }) && snapshot.context.viewer.canChangeStatus)
    .map(([, button]) => button);

const toBrowserPath = (generated: GeneratedPath): DecisionBrowserPath | null => {
  const steps: DecisionStep[] = [];
  for (let i = 0; i < generated.events.length; i += 2) {
    const decision = generated.events[i];
    const answer = generated.events[i + 1];
    const after = generated.snapshots[i + 2];
    const asked = generated.snapshots[i + 1] ? pendingStatus(generated.snapshots[i + 1] as AnyMachineSnapshot) : null;
    const button = decision ? BUTTON_OF[decision.type] : undefined;
    if (!button || answer?.type !== 'xstate.done.actor.changeStatus' || !after) return null;
    // The real server answers with the status asked for.
    if (after.context.vacation.status !== asked) return null;
    steps.push({ button, status: after.context.vacation.status, offered: offeredButtons(after) });
  }
  const first = generated.snapshots[0];
  if (!first || steps.length === 0) return null;
  return { name: `${generated.start.id}: ${steps.map((s) => `${s.button} → ${s.status}`).join(', ')}`, generated, steps, offered: offeredButtons(first) };
};

/** The shortest approver path that ends in each of the given statuses. */
export const vacationStatusBrowserPaths = (ends: readonly VacationStatus[] = ['accepted', 'rejected']): DecisionBrowserPath[] => {
  const all = generatePaths(vacationStatusEntry, browserEventsOf)
    .filter((path) => path.start.id === 'approverPending')
    .map(toBrowserPath)
    .filter((path): path is DecisionBrowserPath => path !== null);
  return ends.flatMap((end) => {
    const ending = all.filter((path) => path.steps.at(-1)?.status === end).sort((a, b) => a.steps.length - b.steps.length);
    return ending[0] ? [ending[0]] : [];
  });
};
