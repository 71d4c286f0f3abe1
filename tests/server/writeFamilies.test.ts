import { describe, expect, it } from 'vitest';
import { familiesWritten, LANGUAGE_FAMILY, narrowedFamilies } from '../../server/src/cache/writeFamilies.ts';
import { SESSION_FAMILIES } from '../../server/src/auth/sessionCache.ts';

// What a write ends (cache/writeFamilies.ts): a resolved session holds the user's language preference only, so a
// preference save of another key must leave every session in place, and a save or delete of `language` (or of a
// key not known) must end them.

const setPreference = { operationId: 'setMyPreference', tags: ['preferences'] };
const deletePreference = { operationId: 'deleteMyPreference', tags: ['preferences'] };
const endsSessions = (families: readonly string[]): boolean => families.some((f) => SESSION_FAMILIES.includes(f));

describe('preference writes and the sessions', () => {
  it('a session is made of the language preference, not of every preference', () => {
    expect(SESSION_FAMILIES).toContain(LANGUAGE_FAMILY);
    expect(SESSION_FAMILIES).not.toContain('preferences');
  });

  it('ends the sessions on a save or delete of the language, or before the key is known', () => {
    expect(endsSessions(familiesWritten(setPreference))).toBe(true);
    expect(endsSessions(narrowedFamilies(setPreference, { body: { key: 'language', value: 'it' }, pathParams: {} }))).toBe(true);
    expect(endsSessions(narrowedFamilies(deletePreference, { body: undefined, pathParams: { key: 'language' } }))).toBe(true);
    expect(endsSessions(narrowedFamilies(setPreference, { body: 'not an object', pathParams: {} }))).toBe(true);
  });

  it('leaves them in place on another key, while still ending the cached preferences', () => {
    const menu = narrowedFamilies(setPreference, { body: { key: 'menu.expanded', value: 'collapsed' }, pathParams: {} });
    expect(endsSessions(menu)).toBe(false);
    expect(menu).toContain('preferences');
    expect(endsSessions(narrowedFamilies(deletePreference, { body: undefined, pathParams: { key: 'theme' } }))).toBe(false);
  });

  it('narrows nothing else', () => {
    const toggle = { operationId: 'changeTaskStatus', tags: ['tasks'] };
    expect(narrowedFamilies(toggle, { body: { key: 'menu.expanded' }, pathParams: { id: 3 } })).toEqual(familiesWritten(toggle));
  });
});
