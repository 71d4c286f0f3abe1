import { useEffect, useState } from 'react';
import { hasAnyFieldError, type FieldErrors } from '../../machines/generic/errorTag.ts';

type WithFieldErrors = { readonly context: { readonly fieldErrors: FieldErrors } };
type Watched<Snapshot extends WithFieldErrors> = {
  readonly getSnapshot: () => Snapshot;
  readonly subscribe: (listener: (snapshot: Snapshot) => void) => { unsubscribe: () => void };
};

/**
 * Counts the saves of the event editor that came back with field errors (its own rules or a 422): each new set of
 * errors is one, since typing never replaces them. Feeds useFocusFirstInvalid, as the generic forms do.
 */
export const useRejectedSaves = <Snapshot extends WithFieldErrors>(actor: Watched<Snapshot>): number => {
  const [rejections, setRejections] = useState(0);
  useEffect(() => {
    let last = actor.getSnapshot().context.fieldErrors;
    const subscription = actor.subscribe((snapshot) => {
      const errors = snapshot.context.fieldErrors;
      if (errors !== last && hasAnyFieldError(errors)) setRejections((count) => count + 1);
      last = errors;
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return rejections;
};
