/** Up to two initials from a person's name ("Maria De Luca" → "MD"); '?' when empty. */
export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].filter((word): word is string => word !== undefined).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase();
};
