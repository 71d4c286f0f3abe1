import type { FormValues } from '../../machines/generic/form.machine.ts';

// A form whose session ends under it (the refresh token expired, an administrator closed the session) is taken away
// by the sign-in screen, which then brings the person back to the same address: without a draft, what they had
// typed was gone. The draft is kept in the tab's sessionStorage (never shared with another tab, gone with the tab),
// for that person only, and handed back once to the same form at the same address.

/** The part of the Web Storage API the drafts use, so tests can pass an in-memory double. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type Draft = { readonly userId: number; readonly values: FormValues };

const PREFIX = 'bottega.formDraft:';

/**
 * One key per form of a screen: its address and its field names (a settings page holds several forms, each with its
 * own fields).
 */
export const draftKey = (address: string, values: FormValues): string => `${PREFIX}${address}#${Object.keys(values).sort().join(',')}`;

/** A password is never written to storage: the person types it again. */
const isSecret = (field: string): boolean => /password/i.test(field);

/** Keeps a form's values for this person, its passwords left out; values that do not survive JSON keep nothing. */
export const keepDraft = (storage: DraftStorage, key: string, userId: number, values: FormValues): void => {
  try {
    const kept = Object.fromEntries(Object.entries(values).filter(([field]) => !isSecret(field)));
    storage.setItem(key, JSON.stringify({ userId, values: kept } satisfies Draft));
  } catch {
    // A full or unavailable storage: the draft is a courtesy, the sign-in goes on without it.
  }
};

const isDraft = (value: unknown): value is Draft =>
  typeof value === 'object' && value !== null && 'userId' in value && typeof value.userId === 'number' && 'values' in value && typeof value.values === 'object' && value.values !== null;

/**
 * The values kept for this form, once: the draft is removed whoever reads it, so another person signing in on this
 * tab never sees it and a later visit starts clean.
 */
export const takeDraft = (storage: DraftStorage, key: string, userId: number): FormValues | null => {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  storage.removeItem(key);
  try {
    const draft: unknown = JSON.parse(raw);
    return isDraft(draft) && draft.userId === userId ? draft.values : null;
  } catch {
    return null;
  }
};
