// Every mounted form registers how to tell whether it has unsaved changes; the leave guard asks them all at the
// moment the user tries to leave (not from rendered state, which lags behind a save's own navigation).

type UnsavedCheck = () => boolean;

const checks = new Set<UnsavedCheck>();

/** Registers a check while a form is mounted; the returned function unregisters it. */
export const trackUnsavedChanges = (check: UnsavedCheck): (() => void) => {
  checks.add(check);
  return () => {
    checks.delete(check);
  };
};

export const hasUnsavedChanges = (): boolean => [...checks].some((check) => check());
