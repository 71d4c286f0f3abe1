// How the palette matches its own entries (actions, destinations) against what is typed, as the server matches
// records: case and accents ignored, every typed word the start of some word of the label ("go vac" finds
// "Go to vacations and leave", "citta" finds "Città").

/** Lower case without diacritics. */
export const foldText = (text: string): string => text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();

const wordsOf = (text: string): string[] => foldText(text).split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '');

/** Whether every typed word starts some word of the label; an empty query matches everything. */
export const matchesWords = (label: string, query: string): boolean => {
  const wanted = wordsOf(query);
  if (wanted.length === 0) return true;
  const words = wordsOf(label);
  return wanted.every((w) => words.some((l) => l.startsWith(w)));
};
