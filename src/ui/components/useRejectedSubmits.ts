import { useEffect, useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { hasAnyFieldError } from '../../machines/generic/errorTag.ts';
import type { FormMachine, FormValues } from '../../machines/generic/form.machine.ts';

const isChecking = <Values extends FormValues, Result>(snapshot: SnapshotFrom<FormMachine<Values, Result>>) =>
  snapshot.matches('validating') || snapshot.matches('submitting');

/**
 * Counts the submits of a form actor that came back to editing with field errors (client rules or a 422).
 * It watches the actor's snapshots rather than rendered ones: React may skip a short `validating` render, and the
 * count must not move when typing clears one error of several.
 */
export const useRejectedSubmits = <Values extends FormValues, Result>(actor: ActorRefFrom<FormMachine<Values, Result>>): number => {
  const [rejections, setRejections] = useState(0);
  useEffect(() => {
    let checking = isChecking(actor.getSnapshot());
    const subscription = actor.subscribe((snapshot) => {
      const wasChecking = checking;
      checking = isChecking(snapshot);
      if (wasChecking && !checking && hasAnyFieldError(snapshot.context.fieldErrors)) setRejections((count) => count + 1);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return rejections;
};
