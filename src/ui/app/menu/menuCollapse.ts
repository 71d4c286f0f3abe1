import { MENU_COLLAPSED_VALUE } from '../../../domain/constants/preferences.ts';

export type MenuCollapseInput = {
  readonly routeCollapses: boolean;
  /** Below the mobile threshold the menu is a drawer: route flags do not apply (spec §2). */
  readonly narrow: boolean;
  readonly expandedPreference: string | null;
};

/** Spec §2: collapsed on routes flagged for it (unless the screen is narrow) or by the `menu.expanded` preference. */
export const isMenuCollapsed = ({ routeCollapses, narrow, expandedPreference }: MenuCollapseInput): boolean =>
  !narrow && (routeCollapses || expandedPreference === MENU_COLLAPSED_VALUE);
