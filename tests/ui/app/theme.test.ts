import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { parseThemeChoice, resolveTheme, THEME_CHOICES, type ThemeChoice } from '../../../src/domain/constants/preferences.ts';
import { applyThemeChoice, currentTheme, rememberedTheme, THEME_STORAGE_KEY, type ThemeEnvironment } from '../../../src/ui/app/theme.ts';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

/** A system setting that can change while the app is open. */
const systemSetting = (dark: boolean) => {
  const listeners = new Set<() => void>();
  return {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
    flip() {
      this.matches = !this.matches;
      for (const listener of listeners) listener();
    },
    listeners,
  };
};

const environment = (systemDark: boolean) => {
  const media = systemSetting(systemDark);
  const env = { storage: memory(), root: { dataset: {} as DOMStringMap }, media } satisfies ThemeEnvironment;
  return { env, media };
};

describe('theme', () => {
  it('an unset or unknown preference follows the system', () => {
    expect(parseThemeChoice(null)).toBe('system');
    expect(parseThemeChoice('sepia')).toBe('system');
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('applies the choice on <html>, remembers it, and follows a system change only for "system"', () => {
    const { env, media } = environment(false);
    applyThemeChoice('system', env);
    expect(currentTheme(env.root)).toBe('light');
    media.flip();
    expect(currentTheme(env.root)).toBe('dark');
    expect(rememberedTheme(env.storage)).toBe('system');

    applyThemeChoice('light', env);
    expect(media.listeners.size).toBe(0);
    media.flip();
    expect(currentTheme(env.root)).toBe('light');
    expect(env.storage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('a storage that refuses does not stop the theme', () => {
    const { env } = environment(true);
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    applyThemeChoice('system', { ...env, storage: refusing });
    expect(currentTheme(env.root)).toBe('dark');
    expect(rememberedTheme(refusing)).toBe('system');
  });

  // public/theme.js runs before the bundle (no inline script under the CSP): it must decide as the app does.
  it('the first-paint script decides like the app', () => {
    const script = readFileSync('public/theme.js', 'utf8');
    for (const stored of [...THEME_CHOICES, null, 'sepia'] as const) {
      for (const systemDark of [false, true]) {
        const attributes = new Map<string, string>();
        runInNewContext(script, {
          localStorage: { getItem: (key: string) => (key === THEME_STORAGE_KEY ? stored : null) },
          window: { matchMedia: () => ({ matches: systemDark }) },
          document: { documentElement: { setAttribute: (name: string, value: string) => void attributes.set(name, value) } },
        });
        expect(attributes.get('data-theme'), `${String(stored)}, system dark ${String(systemDark)}`).toBe(resolveTheme(parseThemeChoice(stored as ThemeChoice | null), systemDark));
      }
    }
  });
});
