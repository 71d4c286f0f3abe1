import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { createFormMachine, FormValues, ValidateValues } from '../../machines/generic/form.machine.ts';
import { useFormElement } from '../components/useFormElement.ts';

/**
 * A guest screen's form on the generic form machine: typed values survive every failure, and `formProps` (for the
 * `<form>` element) submit it and focus the first invalid field after a rejected submit.
 */
export const useGuestForm = <Values extends FormValues, Result>(
  machine: ReturnType<typeof createFormMachine<Values, Result>>,
  options: { initialValues: Values; validate: ValidateValues<Values>; submit: (values: Values, signal: AbortSignal) => Promise<Result> },
) => {
  const form = useActorRef(
    machine.provide({ actors: { submit: fromPromise(({ input, signal }) => options.submit(input.values, signal)) } }),
    { input: { initialValues: options.initialValues, validate: options.validate } },
  );
  return {
    form,
    values: useSelector(form, (snapshot) => snapshot.context.values),
    fieldErrors: useSelector(form, (snapshot) => snapshot.context.fieldErrors),
    formError: useSelector(form, (snapshot) => snapshot.context.formError),
    busy: useSelector(form, (snapshot) => snapshot.matches('validating') || snapshot.matches('submitting')),
    succeeded: useSelector(form, (snapshot) => snapshot.matches('succeeded')),
    canRetry: useSelector(form, (snapshot) => snapshot.can({ type: 'form.retry' })),
    formProps: useFormElement(form),
  };
};
