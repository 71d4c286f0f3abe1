// Compares the locale files of all languages: same namespace files, same keys, same `{{variables}}`.
// Kept apart from the test so the test can also prove that it catches each kind of drift.

export type LocaleTree = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

const INTERPOLATION = /\{\{\s*([^}\s,]+)[^}]*\}\}/g;

/** Leaf keys of a nested bundle in dotted form, with their texts (non-text leaves map to undefined). */
export const flattenBundle = (bundle: unknown, prefix = ''): ReadonlyMap<string, string | undefined> => {
  if (typeof bundle !== 'object' || bundle === null || Array.isArray(bundle)) {
    return new Map([[prefix, typeof bundle === 'string' ? bundle : undefined]]);
  }
  return new Map(
    Object.entries(bundle).flatMap(([key, value]) => [...flattenBundle(value, prefix === '' ? key : `${prefix}.${key}`)]),
  );
};

export const interpolationVariables = (text: string): readonly string[] =>
  [...new Set(Array.from(text.matchAll(INTERPOLATION), (match) => match[1] ?? ''))].sort();

/** Every difference between languages, as readable lines; empty when the locales agree. */
export const findParityProblems = (locales: LocaleTree): readonly string[] => {
  const languages = Object.keys(locales).sort();
  const namespaces = [...new Set(languages.flatMap((language) => Object.keys(locales[language] ?? {})))].sort();
  const problems: string[] = [];
  for (const namespace of namespaces) {
    const present = languages.filter((language) => locales[language]?.[namespace] !== undefined);
    if (present.length !== languages.length) {
      const missing = languages.filter((language) => !present.includes(language));
      problems.push(`${namespace}.json exists only in ${present.join(', ')} (missing in ${missing.join(', ')})`);
      continue;
    }
    const flat = new Map(languages.map((language) => [language, flattenBundle(locales[language]?.[namespace])]));
    const keys = [...new Set([...flat.values()].flatMap((bundle) => [...bundle.keys()]))].sort();
    for (const key of keys) {
      for (const language of languages) {
        const text = flat.get(language)?.get(key);
        if (!(flat.get(language)?.has(key) ?? false)) problems.push(`${namespace}:${key} is missing in ${language}`);
        else if (text === undefined || text.trim() === '') problems.push(`${namespace}:${key} is not a text in ${language}`);
      }
      const variableSets = new Set(
        languages.map((language) => interpolationVariables(flat.get(language)?.get(key) ?? '').join(',')),
      );
      if (variableSets.size > 1) problems.push(`${namespace}:${key} interpolates different variables across languages`);
    }
  }
  return problems;
};
