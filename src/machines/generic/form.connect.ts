import type { SnapshotFrom } from 'xstate';
import type { ErrorTag, FieldErrors } from './errorTag.ts';
import type { FormMachine, FormValues } from './form.machine.ts';
import { selectIsDirty, selectIsSaving } from './form.selectors.ts';

// What a form shows, from a snapshot alone (pure, tested without React). The hook (useForm) adds the handlers and
// the `<form>` element's props.

export type FormView<Values extends FormValues> = {
  readonly values: Values;
  readonly fieldErrors: FieldErrors;
  readonly formError: ErrorTag | null;
  /** Checking the rules or saving. */
  readonly saving: boolean;
  /** Changed and not saved yet. */
  readonly dirty: boolean;
  /** Only after a failure that trying again can fix (network, server). */
  readonly canRetry: boolean;
};

export const connectForm = <Values extends FormValues, Result>(snapshot: SnapshotFrom<FormMachine<Values, Result>>): FormView<Values> => ({
  values: snapshot.context.values,
  fieldErrors: snapshot.context.fieldErrors,
  formError: snapshot.context.formError,
  saving: selectIsSaving(snapshot),
  dirty: selectIsDirty(snapshot),
  canRetry: snapshot.can({ type: 'form.retry' }),
});
