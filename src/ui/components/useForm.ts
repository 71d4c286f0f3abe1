import { useActorRef } from '@xstate/react';
import { useContext, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { bindFormLogic, type BareFormLogic, type FormLogic } from '../../machines/generic/form.logic.ts';
import { formChange, type FormMachine, type FormValues, type ValidateValues } from '../../machines/generic/form.machine.ts';
import { connectForm } from '../../machines/generic/form.connect.ts';
import { selectIsDirty } from '../../machines/generic/form.selectors.ts';
import { ApiClientContext } from '../app/ApiClientContext.ts';
import { clientsOrThrow } from './logicArguments.ts';
import { trackUnsavedChanges } from './unsavedChanges.ts';
import { useConnected } from './useConnected.ts';
import { useFormDraft } from './useFormDraft.ts';
import { useFormElement } from './useFormElement.ts';

type FormOutcomes<Values extends FormValues, Result> = {
  initialValues: Values;
  validate?: ValidateValues<Values>;
  /** After a successful save: notify, navigate (named effects of the form machine's `succeeded`). */
  onSucceeded: (result: Result) => void;
  /** After a failed save (field errors or another failure): the "not created / not updated" notice. */
  onFailed?: () => void;
  /**
   * Which record the form edits when the address does not say it (a dialog per row on one screen): the draft kept
   * when the session ends is given back to that record's form only, not to another row's with the same fields.
   */
  draftScope?: string;
};

/** With a logic value: `request` maps the form's values to the logic's request (the mapping stays in the screen). */
export type UseLogicFormOptions<Values extends FormValues, Request, Result> = FormOutcomes<Values, Result> & {
  request: (values: Values) => Request;
};

/** The fields that hold a picker's choice: an id or its label, both null while nothing is chosen. */
type PickerField<Values extends FormValues> = {
  [Field in keyof Values & string]: Values[Field] extends string | null ? (null extends Values[Field] ? Field : never) : never;
}[keyof Values & string];

/**
 * A create or edit form on the generic form machine: values, field errors, the form-level error tag, busy state,
 * typed changes, and the props of its `<form>` element (submit; focus on the first invalid field after a rejected
 * submit). `useForm(articleUpdate, { initialValues, validate, request, onSucceeded, onFailed })`: the logic makes
 * the call. Outcomes reach the screen through `onSucceeded`/`onFailed`, wired as the form machine's named effects
 * `saveSucceeded`/`saveFailed`. After a save the form stays editable (the saved values become its initial values), and
 * while its values differ from the initial ones, leaving the screen asks first (UnsavedChangesGuard).
 */
export function useForm<Values extends FormValues, Request, Result>(
  logic: FormLogic<Request, Result> | BareFormLogic<Request, Result>,
  options: UseLogicFormOptions<Values, Request, Result>,
): FormHandle<Values, Result> {
  const clients = useContext(ApiClientContext);
  const { initialValues, validate, onSucceeded, onFailed } = options;
  const machine = bindFormLogic<Values, Request, Result>(logic, clientsOrThrow(clients), options.request, { onSucceeded, onFailed });
  const actor = useActorRef(machine, { input: validate ? { initialValues, validate } : { initialValues } });
  // Read from the actor at the moment of leaving: a save's own navigation (onSucceeded) must not be asked about.
  useEffect(() => trackUnsavedChanges(() => selectIsDirty(actor.getSnapshot())), [actor]);
  useFormDraft(actor, options.draftScope);
  return useFormHandle(actor);
}

/** What a form screen reads and sends, from its actor. */
const useFormHandle = <Values extends FormValues, Result>(actor: ActorRefFrom<FormMachine<Values, Result>>) => {
  const view = useConnected(actor, connectForm<Values, Result>);
  return {
    actor,
    values: view.values,
    fieldErrors: view.fieldErrors,
    formError: view.formError,
    saving: view.saving,
    /** Changed and not saved yet. */
    dirty: view.dirty,
    canRetry: view.canRetry,
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

export type FormHandle<Values extends FormValues, Result> = ReturnType<typeof useFormHandle<Values, Result>>;
