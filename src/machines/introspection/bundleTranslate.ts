import type { Translate } from './plainWords.ts';

/**
 * A translate function over one loaded locale bundle, without i18next: for the docs generator, which runs in Node and
 * writes one language. Supports nested keys and `{{name}}` interpolation, the two features the `processes` texts use.
 */
export const bundleTranslate = (bundle: unknown): { t: Translate; exists: (key: string) => boolean } => {
  const lookup = (key: string): unknown =>
    key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), bundle);
  const exists = (key: string) => typeof lookup(key) === 'string';
  const t: Translate = (key, options = {}) => {
    const text = lookup(key);
    if (typeof text !== 'string') return key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(options[name] ?? ''));
  };
  return { t, exists };
};
