import { parseThemeChoice, resolveTheme, type Theme, type ThemeChoice } from '../../domain/constants/preferences.ts';

// The theme is `data-theme` on <html> (the Panda condition `dark` in panda.config.ts). public/theme.js applies the
// remembered choice before the first paint (an external file: the CSP allows no inline script); once the session
// knows the user's stored preference, applyThemeChoice reconciles and remembers it for the next visit.

/** Also read by public/theme.js: keep the two in step. */
export const THEME_STORAGE_KEY = 'bottega.theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export type ThemeEnvironment = {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly root: Pick<HTMLElement, 'dataset'>;
  /** The system's `prefers-color-scheme: dark` (a MediaQueryList). */
  readonly media: {
    readonly matches: boolean;
    addEventListener(type: 'change', listener: () => void): void;
    removeEventListener(type: 'change', listener: () => void): void;
  };
};

const browserEnvironment = (): ThemeEnvironment => ({
  storage: localStorage,
  root: document.documentElement,
  media: window.matchMedia(DARK_QUERY),
});

export const rememberedTheme = (storage: Pick<Storage, 'getItem'> = localStorage): ThemeChoice => {
  try {
    return parseThemeChoice(storage.getItem(THEME_STORAGE_KEY));
  } catch {
    // Storage refused (private mode, policy): follow the system.
    return 'system';
  }
};

let stopFollowing: (() => void) | undefined;

/**
 * Shows `choice` now and remembers it. "Follow the system" keeps following: a change of the system's setting while
 * the app is open switches the theme too.
 */
export const applyThemeChoice = (choice: ThemeChoice, environment: ThemeEnvironment = browserEnvironment()): void => {
  const { storage, root, media } = environment;
  stopFollowing?.();
  stopFollowing = undefined;
  const show = () => {
    root.dataset['theme'] = resolveTheme(choice, media.matches);
  };
  show();
  if (choice === 'system') {
    media.addEventListener('change', show);
    stopFollowing = () => media.removeEventListener('change', show);
  }
  try {
    storage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not remembered: the next visit starts from the system's theme, then the stored preference.
  }
};

/** The theme on screen now (for what draws with literal colours: charts, the calendar). */
export const currentTheme = (root: Pick<HTMLElement, 'dataset'> = document.documentElement): Theme => (root.dataset['theme'] === 'dark' ? 'dark' : 'light');
