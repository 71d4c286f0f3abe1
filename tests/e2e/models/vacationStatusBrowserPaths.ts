import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { pendingStatus, vacationStatusEntry } from '../../../src/machines/introspection/entries/vacationStatus.entry.ts';
import { eventsIn, generatePaths, type GeneratedPath } from '../../../src/machines/introspection/generatePaths.ts';
import type { VacationStatus } from '../../../src/machines/vacationStatus/vacationStatus.types.ts';

/**
 * Vacation-decision paths a browser can drive, generated from the registry's statechart with the shared generator,
 * narrowed to the approver's buttons, the dialogs' confirmations (and a new period in the changes dialog) and the
 * status call answered by the real server. Each decision, its dialog and its answer become one UI step; after it the
 * page must show the snapshot's status and offer the buttons the snapshot allows (`snapshot.can`, as the view does).
 */

export type DecisionButton = 'accept' | 'modify' | 'reject' | 'reopen';

export type DecisionStep = {
  readonly button: DecisionButton;
  /** Accepting with changes: the approver gave a new period in the dialog. */
  readonly changesPeriod: boolean;
  /** A dialog was confirmed (changes, rejection) before the call. */
  readonly confirmed: boolean;
  readonly status: VacationStatus;
  readonly offered: readonly DecisionButton[];
};

export type DecisionBrowserPath = { readonly name: string; readonly generated: GeneratedPath; readonly steps: readonly DecisionStep[]; readonly offered: readonly DecisionButton[] };

const BUTTON_OF: Readonly<Record<string, DecisionButton>> = { 'vacation.accept': 'accept', 'vacation.modify': 'modify', 'vacation.reject': 'reject', 'vacation.reopen': 'reopen' };
const DIALOG_EVENTS = new Set(['changes.confirm', 'rejection.confirm']);

const offered = eventsIn(vacationStatusEntry.paths.events);

/** A complete new period (the sample's shorter one), not an incomplete one the dialog would not send. */
const isNewPeriod = (event: EventObject): boolean => event.type === 'changes.edit' && 'changes' in event && (event.changes as { end: unknown }).end !== null;

/** The approver presses buttons and confirms dialogs; the call is answered. Failures, notes, cancels and outside changes are left to the unit paths. */
const browserEventsOf = (snapshot: AnyMachineSnapshot): readonly EventObject[] =>
  offered(snapshot).filter((event) => event.type in BUTTON_OF || DIALOG_EVENTS.has(event.type) || isNewPeriod(event) || event.type === 'xstate.done.actor.changeStatus');

const offeredButtons = (snapshot: AnyMachineSnapshot): DecisionButton[] =>
  Object.entries(BUTTON_OF)
    .filter(([type]) => snapshot.can({ type }))
    .map(([, button]) => button);

/** The sample answer of the status call that carries the status asked for. */
const answerWith = (snapshot: AnyMachineSnapshot, status: VacationStatus): EventObject | undefined =>
  offered(snapshot).find((event) => event.type === 'xstate.done.actor.changeStatus' && 'output' in event && (event.output as { status: unknown }).status === status);

/** Replayed on a real actor (the generator's snapshots of simple paths are shared between paths). */
const toBrowserPath = (generated: GeneratedPath): DecisionBrowserPath | null => {
  const actor = createActor(vacationStatusEntry.stubbed, { input: generated.start.input as never }).start();
  const initial = offeredButtons(actor.getSnapshot());
  const steps: DecisionStep[] = [];
  const events = [...generated.events];
  try {
    while (events.length > 0) {
      const decision = events.shift();
      const button = decision ? BUTTON_OF[decision.type] : undefined;
      if (!decision || !button) return null;
      actor.send(decision);
      let changesPeriod = false;
      let confirmed = false;
      // The dialog's events up to the call.
      while (events[0] && events[0].type !== 'xstate.done.actor.changeStatus') {
        const next = events.shift() as EventObject;
        if (next.type in BUTTON_OF) return null;
        if (isNewPeriod(next)) changesPeriod = true;
        if (DIALOG_EVENTS.has(next.type)) confirmed = true;
        actor.send(next);
      }
      const asked = pendingStatus(actor.getSnapshot());
      // A path that ends with its call in flight is completed with the real server's answer (the status asked for);
      // one that ends inside a dialog keeps its complete steps.
      const answer = events.shift() ?? (asked !== null ? answerWith(actor.getSnapshot(), asked) : undefined);
      if (answer === undefined) break;
      if (answer.type !== 'xstate.done.actor.changeStatus' || asked === null) return null;
      actor.send(answer);
      const after = actor.getSnapshot();
      // The real server answers with the status asked for.
      if (after.context.vacation.status !== asked) return null;
      steps.push({ button, changesPeriod, confirmed, status: asked, offered: offeredButtons(after) });
    }
  } finally {
    actor.stop();
  }
  if (steps.length === 0) return null;
  const label = (s: DecisionStep) => `${s.button}${s.changesPeriod ? ' (new period)' : ''}${s.confirmed ? ', confirmed' : ''} → ${s.status}`;
  return { name: `${generated.start.id}: ${steps.map(label).join(', ')}`, generated, steps, offered: initial };
};

/**
 * The shortest approver path that ends in each of the given statuses; an acceptance with changes must change the
 * period (the point of the dialog).
 */
export const vacationStatusBrowserPaths = (ends: readonly VacationStatus[] = ['accepted', 'rejected', 'modified']): DecisionBrowserPath[] => {
  const all = generatePaths(vacationStatusEntry, browserEventsOf)
    .filter((path) => path.start.id === 'approverPending')
    .map(toBrowserPath)
    .filter((path): path is DecisionBrowserPath => path !== null)
    .filter((path) => path.steps.every((step) => step.button !== 'modify' || step.changesPeriod));
  return ends.flatMap((end) => {
    const ending = all.filter((path) => path.steps.at(-1)?.status === end).sort((a, b) => a.steps.length - b.steps.length);
    return ending[0] ? [ending[0]] : [];
  });
};

/** The requester's steps of a withdrawal, as the browser takes them. */
export type WithdrawalStep = 'withdraw' | 'confirm' | 'answered';

const WITHDRAWAL_STEPS: Readonly<Record<string, WithdrawalStep>> = {
  'vacation.withdraw': 'withdraw',
  'withdrawal.confirm': 'confirm',
  'xstate.done.actor.withdrawVacation': 'answered',
};

/**
 * The requester's shortest generated path from their pending request to `withdrawn` (the button, the confirmation,
 * the server's 204), as the steps a browser takes; cancels and failures are left to the unit paths.
 */
export const vacationWithdrawalBrowserPath = (): readonly WithdrawalStep[] => {
  const withdrawn = generatePaths(vacationStatusEntry, (snapshot) => offered(snapshot).filter((event) => event.type in WITHDRAWAL_STEPS))
    .filter((path) => path.start.id === 'requesterPending' && path.snapshots.at(-1)?.matches('withdrawn'))
    .sort((a, b) => a.events.length - b.events.length);
  const shortest = withdrawn[0];
  if (!shortest) throw new Error('the statechart has no withdrawal path for the requester');
  return shortest.events.map((event) => WITHDRAWAL_STEPS[event.type] ?? 'answered');
};
