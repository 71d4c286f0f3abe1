import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '../constants/auth.ts';
import { isAbsent } from './emptiness.ts';
import type { RuleFailure } from './ruleFailure.ts';

// Letters are checked with Unicode classes so an Italian "È" counts as upper case; length counts
// code points so a non-ASCII character is one character.
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const DIGIT = /[0-9]/;

const hasSpecialCharacter = (text: string): boolean =>
  Array.from(text).some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character));

/**
 * Spec §5: at least 8 characters with an upper-case letter, a lower-case letter, a digit and one of
 * `# ? ! @ $ space % ^ & * -`. Other characters are allowed. Absent values pass.
 */
export const password = (value: unknown): RuleFailure | null => {
  if (isAbsent(value)) return null;
  const strong =
    typeof value === 'string' &&
    Array.from(value).length >= PASSWORD_MIN_LENGTH &&
    UPPER.test(value) &&
    LOWER.test(value) &&
    DIGIT.test(value) &&
    hasSpecialCharacter(value);
  return strong ? null : { rule: 'password', params: { min: PASSWORD_MIN_LENGTH } };
};
