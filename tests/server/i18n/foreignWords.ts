import type { Language } from '../../../src/domain/constants/languages.ts';

// What a reader of one language should never meet in an answer of the server: words only the other language uses,
// a catalogue key left unrendered, a field or value named by its code (`due_date`, `dueDate`, `in_progress`)
// instead of the words people read. Quoted values («…», “…”) are what the person typed, and are not judged.

// Words only the other language uses, matched on the lower-cased text padded with spaces.
const ENGLISH_WORDS = [' the ', ' field ', ' must ', ' is required', 'invalid', ' not ', ' cannot ', ' already ', ' has been ', ' selected '];
const ITALIAN_WORDS = [' il ', ' campo ', ' deve ', 'non è', ' della ', ' è ', ' già ', ' obbligatorio'];
const UNRENDERED_KEY = /^[a-z]+\.[a-zA-Z.]+$/;
// snake_case or camelCase words, or a path into a list (`ids.0`): names of the code, not of people's language.
const CODE_NAME = /(?<![\w@.])(?:[a-z][a-z0-9]*_[a-z0-9_]+|[a-z]+[A-Z][a-zA-Z]*|[a-z]+\.\d+)(?![\w@])/;

/** The text without the values the person typed, quoted by the server. */
const unquoted = (text: string): string => text.replace(/«[^»]*»|“[^”]*”|"[^"]*"/g, ' ');

/** What is wrong with `text` for a reader of `language`, or null. */
export function foreignWords(text: string, language: Language): string | null {
  if (UNRENDERED_KEY.test(text.trim())) return `unrendered key ${text}`;
  const padded = ` ${text.toLowerCase().replace(/[.,:;!?()«»“”"]/g, ' ')} `;
  const words = language === 'it' ? ENGLISH_WORDS : ITALIAN_WORDS;
  const found = words.find((w) => padded.includes(w));
  return found === undefined ? null : `"${found.trim()}" in "${text}"`;
}

/** A number of five digits and more left ungrouped (`10000`: "10.000" in Italian, "10,000" in English), or null. */
export function rawNumber(text: string): string | null {
  const found = /(?<![\d.,#])\d{5,}(?![\d.,])/.exec(unquoted(text));
  return found ? `ungrouped number "${found[0]}" in "${text}"` : null;
}

/** A name of the code shown to a person (`due_date`, `dueDate`), outside the quoted values, or null. */
export function codeName(text: string): string | null {
  const found = CODE_NAME.exec(unquoted(text));
  return found ? `code name "${found[0]}" in "${text}"` : null;
}
