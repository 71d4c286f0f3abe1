import type { Gate } from './menu/menuEntries.ts';
import type { Screen } from './lazyScreen.ts';

/** How a screen is framed inside the authenticated layout (spec §2: authenticated, create, edit, settings). */
export type RouteLayout = 'page' | 'create' | 'edit' | 'settings';

export type AppRoute = {
  /** wouter pattern, absolute. */
  readonly path: string;
  readonly layout: RouteLayout;
  readonly screen: Screen;
  /**
   * What the route needs (spec §6): the tenant module switch, the module enablement and the permission. Opening it
   * by URL without them shows the no-access screen instead of the screen. `{}` means every signed-in user.
   */
  readonly access: Gate;
  /** Collapse the side menu on this route (not on narrow screens). */
  readonly collapseMenu?: boolean;
};
