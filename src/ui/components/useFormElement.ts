import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { FormMachine, FormValues } from '../../machines/generic/form.machine.ts';
import { useFocusFirstInvalid } from './useFocusFirstInvalid.ts';
import { useRejectedSubmits } from './useRejectedSubmits.ts';

/**
 * The props of the `<form>` element of a form actor: the browser's own validation off (the machine's rules speak
 * in the app's words), submit sent to the machine, and focus on the first invalid field after a rejected submit.
 */
export const useFormElement = <Values extends FormValues, Result>(actor: ActorRefFrom<FormMachine<Values, Result>>) => {
  const ref = useFocusFirstInvalid(useRejectedSubmits(actor));
  return {
    ref,
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      actor.send({ type: 'form.submit' });
    },
  };
};
