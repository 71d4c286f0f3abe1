import type { ReactNode } from 'react';
import { field } from '../../../styled-system/recipes/index.mjs';
import { fieldNoteIds } from './fieldNoteIds.ts';

export type FieldNotesProps = { controlId: string; hint?: ReactNode; errors: readonly string[] };

/** A field's hint and error list below its control, under the ids its `aria-describedby` names (fieldNoteIds). */
export const FieldNotes = ({ controlId, hint, errors }: FieldNotesProps) => {
  const { hintId, errorsId } = fieldNoteIds(controlId, Boolean(hint), errors.length > 0);
  const classes = field();
  return (
    <>
      {hint ? (
        <p id={hintId} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <ul id={errorsId} className={classes.errors}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
};
