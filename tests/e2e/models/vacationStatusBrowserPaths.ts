import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { pendingStatus, vacationStatusEntry } from '../../../src/machines/introspection/entries/vacationStatus.entry.ts';
import { eventsIn, generatePaths, type GeneratedPath } from '../../../src/machines/introspection/generatePaths.ts';
import type { VacationStatus } from '../../../src/machines/vacationStatus/vacationStatus.types.ts';
import { selectMayDecide } from '../../../src/machines/vacationStatus/vacationStatus.selectors.ts';

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
    .filter(([type]) => snapshot.can({ type }) && selectMayDecide(snapshot))
    .map(([, button]) => button);

/** Replayed on a real actor (the generator's snapshots of simple paths are shared between paths). */
const toBrowserPath = (generated: GeneratedPath): DecisionBrowserPath | null => {
  const actor = createActor(vacationStatusEntry.stubbed, { input: generated.start.input as never }).start();
  const initial = offeredButtons(actor.getSnapshot());
  const steps: DecisionStep[] = [];
  try {
    for (let i = 0; i < generated.events.length; i += 2) {
      const decision = generated.events[i];
      const answer = generated.events[i + 1];
      const button = decision ? BUTTON_OF[decision.type] : undefined;
      if (!decision || !button || answer?.type !== 'xstate.done.actor.changeStatus') return null;
      actor.send(decision);
      const asked = pendingStatus(actor.getSnapshot());
      actor.send(answer);
      const after = actor.getSnapshot();
      // The real server answers with the status asked for.
      if (asked === null || after.context.vacation.status !== asked) return null;
      steps.push({ button, status: asked, offered: offeredButtons(after) });
    }
  } finally {
    actor.stop();
  }
  if (steps.length === 0) return null;
  return { name: `${generated.start.id}: ${steps.map((s) => `${s.button} → ${s.status}`).join(', ')}`, generated, steps, offered: initial };
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
