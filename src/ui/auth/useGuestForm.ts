import { useActorRef, useSelector } from '@xstate/react';
import { bindFormLogic, type BareFormLogic } from '../../machines/generic/form.logic.ts';
import type { FormMachine, FormValues, ValidateValues } from '../../machines/generic/form.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { useFormElement } from '../components/useFormElement.ts';

/**
 * A guest screen's form on the generic form machine, sending through its logic (src/machines/records/guestAccess.logic.ts):
 * typed values survive every failure, and `formProps` (for the `<form>` element) submit it and focus the first invalid
 * field after a rejected submit. `request` maps the values to the logic's request; `onSucceeded` runs after a save.
 */
export const useGuestForm = <Values extends FormValues, Request, Result>(
  logic: BareFormLogic<Request, Result>,
  options: { initialValues: Values; validate: ValidateValues<Values>; request: (values: Values) => Request; onSucceeded?: (result: Result) => void },
) => {
  const clients = useApiClients();
  const machine: FormMachine<Values, Result> = bindFormLogic(logic, clients, options.request, { onSucceeded: (result) => options.onSucceeded?.(result) });
  const form = useActorRef(machine, { input: { initialValues: options.initialValues, validate: options.validate } });
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
