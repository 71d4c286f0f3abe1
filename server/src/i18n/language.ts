import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../src/domain/constants/languages.ts';

// Whose language a response is worded in: the user's own preference, else what the browser asks for
// (`Accept-Language`, by quality), else the tenant's default, else Italian.

/** The best of our languages in an `Accept-Language` header, or null when it names none of them. */
export function acceptedLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((r) => r.trim()).find((r) => r.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const found = ranked.find((r) => isLanguage(r.base));
  return found && isLanguage(found.base) ? found.base : null;
}

export type LanguageSources = {
  /** The signed-in user's `language` preference, when they have one. */
  readonly preference?: unknown;
  readonly acceptLanguage?: string | null;
  /** The tenant's `language` setting. */
  readonly tenantDefault?: unknown;
};

export function readerLanguage({ preference, acceptLanguage, tenantDefault }: LanguageSources): Language {
  if (isLanguage(preference)) return preference;
  const accepted = acceptedLanguage(acceptLanguage);
  if (accepted) return accepted;
  return isLanguage(tenantDefault) ? tenantDefault : DEFAULT_LANGUAGE;
}
