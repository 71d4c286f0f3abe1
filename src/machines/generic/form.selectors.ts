import type { SnapshotFrom } from 'xstate';
import type { FormMachine, FormValues } from './form.machine.ts';

// Structural equality of form values (strings, numbers, booleans, null, arrays and plain objects of them).
const sameValue = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return keysA.length === keysB.length && keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
};

export const sameFormValues = (a: FormValues, b: FormValues): boolean => sameValue(a, b);

/**
 * Changed and not saved: the values differ from the initial (or last saved) ones. While submitting the form is not
 * "changed": its outcome (saved → navigate, failed → back to editing) decides, and a screen's `onSucceeded` may
 * navigate away during that very transition.
 */
export const selectIsDirty = <Values extends FormValues, Result>(snapshot: SnapshotFrom<FormMachine<Values, Result>>): boolean =>
  !snapshot.matches('submitting') && !sameFormValues(snapshot.context.values, snapshot.context.initialValues);

/** Busy while checking the rules or saving; after a save the form is editable again. */
export const selectIsSaving = <Values extends FormValues, Result>(snapshot: SnapshotFrom<FormMachine<Values, Result>>): boolean =>
  snapshot.matches('validating') || snapshot.matches('submitting');
