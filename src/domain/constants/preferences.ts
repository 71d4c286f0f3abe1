/** Keys of the user preferences stored on the server (spec §3, §9). */
export const PREFERENCE_KEYS = {
  language: 'language',
  firstDayOfWeek: 'first_day_of_week',
  menuSize: 'menu.size',
  menuExpanded: 'menu.expanded',
  theme: 'theme',
} as const;

export type PreferenceKey = (typeof PREFERENCE_KEYS)[keyof typeof PREFERENCE_KEYS];

export const MENU_SIZES = ['standard', 'small'] as const;

export type MenuSize = (typeof MENU_SIZES)[number];

/** The only meaningful value of `menu.expanded`: any other value (or none) leaves the menu expanded. */
export const MENU_COLLAPSED_VALUE = 'collapsed';

/** `theme`: follow the system (default, also for an unset or unknown value), or always light or dark. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;

export type ThemeChoice = (typeof THEME_CHOICES)[number];

export type Theme = Exclude<ThemeChoice, 'system'>;

export const parseThemeChoice = (value: unknown): ThemeChoice =>
  typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value) ? (value as ThemeChoice) : 'system';

/** The theme on screen: the choice, or the system's when the choice is to follow it. */
export const resolveTheme = (choice: ThemeChoice, systemPrefersDark: boolean): Theme =>
  choice === 'system' ? (systemPrefersDark ? 'dark' : 'light') : choice;
