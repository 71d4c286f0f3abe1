/** The ids of a field's hint and error list, and the `aria-describedby` that points its control at those shown. */
export const fieldNoteIds = (controlId: string, hasHint: boolean, invalid: boolean) => {
  const hintId = `${controlId}-hint`;
  const errorsId = `${controlId}-errors`;
  const describedBy = [hasHint ? hintId : null, invalid ? errorsId : null].filter(Boolean).join(' ') || undefined;
  return { hintId, errorsId, describedBy };
};
