import type { Profile, ProfileInput } from '../../api/profiles.ts';
import { email } from '../../domain/validation/email.ts';
import { required } from '../../domain/validation/required.ts';
import type { RuleFailure } from '../../domain/validation/ruleFailure.ts';

// A profile's contact people as the form edits them: one draft per row, in the order shown.

export type ContactDraft = {
  /** The saved contact this row edits; null for a row added in this form. */
  readonly id: number | null;
  /** Stable React key and focus target: `c<id>` for saved rows, `n<counter>` for new ones. */
  readonly key: string;
  readonly name: string;
  readonly role: string;
  readonly email: string;
  readonly phone: string;
};

export type ContactField = 'name' | 'role' | 'email' | 'phone';

export const contactDrafts = (contacts: Profile['contacts']): ContactDraft[] =>
  contacts.map((c) => ({ id: c.id, key: `c${c.id}`, name: c.name, role: c.role ?? '', email: c.email ?? '', phone: c.phone ?? '' }));

/** A blank row with a key no other row of `existing` uses. */
export const newContact = (existing: readonly ContactDraft[]): ContactDraft => {
  const used = new Set(existing.map((c) => c.key));
  let n = existing.length + 1;
  while (used.has(`n${n}`)) n += 1;
  return { id: null, key: `n${n}`, name: '', role: '', email: '', phone: '' };
};

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The wire list: saved rows keep their id (an update), new rows have none (an insert); rows left out are removed. */
export const contactsInput = (contacts: readonly ContactDraft[]): NonNullable<ProfileInput['contacts']> =>
  contacts.map((c) => ({
    ...(c.id !== null ? { id: c.id } : {}),
    name: c.name.trim(),
    role: blankToNull(c.role),
    email: blankToNull(c.email),
    phone: blankToNull(c.phone),
  }));

/** Per-row rules, keyed like the server's 422 paths (`contacts.0.email`) so both land on the same field. */
export const contactFailures = (contacts: readonly ContactDraft[]): Record<string, RuleFailure[]> => {
  const failures: Record<string, RuleFailure[]> = {};
  contacts.forEach((c, i) => {
    const name = required(c.name.trim());
    const address = email(c.email.trim());
    if (name) failures[`contacts.${i}.name`] = [name];
    if (address) failures[`contacts.${i}.email`] = [address];
  });
  return failures;
};
