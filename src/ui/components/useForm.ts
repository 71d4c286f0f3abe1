import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { ApiError } from '../../api/errors.ts';
import { formChange, type FormMachine, type FormValues, type ValidateValues } from '../../machines/generic/form.machine.ts';
import { selectIsDirty, selectIsSaving } from '../../machines/generic/form.selectors.ts';
import { trackUnsavedChanges } from './unsavedChanges.ts';
import { useFormElement } from './useFormElement.ts';

export type UseFormOptions<Values extends FormValues, Result> = {
  initialValues: Values;
  validate?: ValidateValues<Values>;
  /** The save call; its Effect is aborted if the screen leaves while saving. */
  submit: (values: Values) => Effect.Effect<Result, ApiError>;
  /** After a successful save: notify, navigate (named effects of the form machine's `succeeded`). */
  onSucceeded: (result: Result) => void;
  /** After a failed save (field errors or another failure): the "not created / not updated" notice. */
  onFailed?: () => void;
};

/** The fields that hold a picker's choice: an id or its label, both null while nothing is chosen. */
type PickerField<Values extends FormValues> = {
  [Field in keyof Values & string]: Values[Field] extends string | null ? (null extends Values[Field] ? Field : never) : never;
}[keyof Values & string];

/**
 * A create or edit form on the generic form machine: values, field errors, the form-level error tag, busy state,
 * typed changes, and the props of its `<form>` element (submit; focus on the first invalid field after a rejected
 * submit). Outcomes reach the screen through `onSucceeded`/`onFailed`, wired as the form machine's named effects
 * `saveSucceeded`/`saveFailed`. After a save the form stays editable (the saved values become its initial values), and
 * while its values differ from the initial ones, leaving the screen asks first (UnsavedChangesGuard).
 */
export const useForm = <Values extends FormValues, Result>(machine: FormMachine<Values, Result>, options: UseFormOptions<Values, Result>) => {
  const { initialValues, validate, submit, onSucceeded, onFailed } = options;
  const actor = useActorRef(
    machine.provide({
      actors: {
        submit: fromPromise(({ input, signal }) => Effect.runPromise(submit(input.values), { signal })),
      },
      actions: {
        saveSucceeded: (_, params) => onSucceeded(params.result),
        saveFailed: () => onFailed?.(),
      },
    }),
    { input: validate ? { initialValues, validate } : { initialValues } },
  );
  // Read from the actor at the moment of leaving: a save's own navigation (onSucceeded) must not be asked about.
  useEffect(() => trackUnsavedChanges(() => selectIsDirty(actor.getSnapshot())), [actor]);
  return {
    actor,
    values: useSelector(actor, (snapshot) => snapshot.context.values),
    fieldErrors: useSelector(actor, (snapshot) => snapshot.context.fieldErrors),
    formError: useSelector(actor, (snapshot) => snapshot.context.formError),
    saving: useSelector(actor, selectIsSaving),
    /** Changed and not saved yet. */
    dirty: useSelector(actor, selectIsDirty),
    canRetry: useSelector(actor, (snapshot) => snapshot.can({ type: 'form.retry' })),
    formProps: useFormElement(actor),
    change: <Field extends keyof Values & string>(field: Field, value: Values[Field]) => actor.send(formChange<Values, Field>(field, value)),
    /** A picker's change: its id and the label shown for it, kept side by side in the values. */
    pickerChange: (idField: PickerField<Values>, labelField: PickerField<Values>) => (value: string | null, label: string | null) => {
      actor.send({ type: 'form.change', field: idField, value });
      actor.send({ type: 'form.change', field: labelField, value: label });
    },
    retry: () => actor.send({ type: 'form.retry' }),
  };
};

export type FormHandle<Values extends FormValues, Result> = ReturnType<typeof useForm<Values, Result>>;
