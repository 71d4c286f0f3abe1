/** Keys of the user preferences stored on the server (spec §3, §9). */
export const PREFERENCE_KEYS = {
  language: 'language',
  firstDayOfWeek: 'first_day_of_week',
  menuSize: 'menu.size',
  menuExpanded: 'menu.expanded',
} as const;

export type PreferenceKey = (typeof PREFERENCE_KEYS)[keyof typeof PREFERENCE_KEYS];

export const MENU_SIZES = ['standard', 'small'] as const;

export type MenuSize = (typeof MENU_SIZES)[number];

/** The only meaningful value of `menu.expanded`: any other value (or none) leaves the menu expanded. */
export const MENU_COLLAPSED_VALUE = 'collapsed';
