// The server refuses a password-protected section's calls (423 `section_login_required`) once the caller's login
// to it has ended, whatever the browser believed. Whoever keeps a section's state (the section access charts) hears
// it here; the API edge tells it, the call itself still fails with its tagged error (SectionLocked).

type Listener = (section: string) => void;

const listeners = new Set<Listener>();

/** Hears every refusal for want of a section login; returns the unsubscribe. */
export const onSectionLocked = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const reportSectionLocked = (section: string): void => {
  for (const listener of listeners) listener(section);
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The section a 423 body names when it asks for a section login, or null. */
export const lockedSectionOf = (status: number, body: unknown): string | null =>
  status === 423 && isRecord(body) && body['code'] === 'section_login_required' && typeof body['section'] === 'string' ? body['section'] : null;
