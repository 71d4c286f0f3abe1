import type { LucideIcon } from 'lucide-react';
import type { SearchHit, SearchKind } from '../../api/search.ts';
import type { ProfileType } from '../../api/profiles.ts';
import type { DateFormatter } from '../../domain/dateFormat.ts';
import type { Access } from '../../machines/session/session.connect.ts';
import { profileHref } from '../components/profileKinds.ts';
import { withReturnPath } from '../components/returnPath.ts';
import { isAllowed } from '../app/gate.ts';
import { ADD_ENTRIES } from '../app/menu/addEntries.ts';
import { MENU_ENTRIES } from '../app/menu/menuEntries.ts';
import type { AppRoute } from '../app/routeTypes.ts';
import { matchesWords } from './paletteText.ts';

// What the palette lists: the Add panel's actions ("New customer") and the menu's destinations ("Go to vacations"),
// each only where the user may go, and the server's hits with the screen each one opens.

export type PaletteSection = 'actions' | 'destinations' | SearchKind;

export type PaletteItem = {
  /** Unique in the list: also the option's DOM id suffix. */
  readonly key: string;
  readonly section: PaletteSection;
  readonly label: string;
  readonly detail: string | null;
  readonly route: string;
  readonly icon?: LucideIcon;
};

/** A route table lookup: the route whose pattern matches a path (the view passes wouter's matcher). */
export type RouteOf = (path: string) => AppRoute | undefined;

/** Translation of the few labels built here (keys of the `palette` and `app` namespaces). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const lowerFirst = (s: string): string => s.charAt(0).toLocaleLowerCase() + s.slice(1);

/** The actions and destinations matching the query, in the Add panel's and the menu's order. */
export function localItems(query: string, access: Access, hasScreen: (path: string) => boolean, t: Translate): PaletteItem[] {
  const actions = ADD_ENTRIES.filter((e) => hasScreen(e.route) && isAllowed(e, access)).map(
    (e): PaletteItem => ({ key: `action-${e.id}`, section: 'actions', label: t('palette:action.new', { label: lowerFirst(t(`app:${e.labelKey}`)) }), detail: null, route: e.route, icon: e.icon }),
  );
  const destinations = MENU_ENTRIES.filter((e) => hasScreen(e.route) && isAllowed(e, access)).map(
    (e): PaletteItem => ({ key: `go-${e.id}`, section: 'destinations', label: t('palette:action.goTo', { label: lowerFirst(t(`app:${e.labelKey}`)) }), detail: null, route: e.route, icon: e.icon }),
  );
  return [...actions, ...destinations].filter((item) => matchesWords(item.label, query));
}

/** The record's own screen, or its module's list when the user may not open that screen. */
const LIST_OF: Readonly<Record<SearchKind, string>> = {
  profiles: '/profiles',
  works: '/works',
  tasks: '/tasks',
  articles: '/articles',
  quotes: '/quotes',
  proposals: '/proposals',
  samples: '/samples',
  events: '/calendar',
  users: '/settings/users',
};

function recordPath(kind: SearchKind, hit: SearchHit): string {
  switch (kind) {
    case 'profiles':
      return profileHref({ id: hit.id, type: (hit.profileType ?? 'customer') as ProfileType });
    case 'tasks':
      return `/tasks/${hit.id}/edit`;
    case 'events':
      return hit.calendarId === null ? LIST_OF.events : `/calendar/${hit.calendarId}/events/${hit.id}/edit`;
    case 'users':
      return `/users/${hit.id}/edit`;
    default:
      return `/${kind}/${hit.id}`;
  }
}

/**
 * A hit's second line: its code, customer, e-mail or city; an event's calendar and date ("Davide Marino ·
 * 30/11/2026 09:00"), since a meeting held every week has the same title and calendar on every hit.
 */
export function hitDetail(hit: Pick<SearchHit, 'subtitle' | 'start' | 'allDay'>, dates: DateFormatter): string | null {
  if (hit.start === null || hit.start === undefined) return hit.subtitle;
  const when = hit.allDay === true ? dates.date(hit.start) : dates.dateTime(hit.start);
  return hit.subtitle === null ? when : `${hit.subtitle} · ${when}`;
}

/** The record screens that go back to where they were opened from on Cancel and after Save (`?from=`, returnPath.ts). */
const RETURNS_TO_OPENER: ReadonlySet<SearchKind> = new Set(['events']);

/**
 * Where a hit leads: its screen when the route table lets the user open it, else its module's list. An event's editor
 * carries `here`, the screen the palette was opened on, and returns there (before, it always returned to /calendar).
 */
export function hitRoute(kind: SearchKind, hit: SearchHit, access: Access, routeOf: RouteOf, here: string): string {
  const path = recordPath(kind, hit);
  const route = routeOf(path);
  if (!route || !isAllowed(route.access, access)) return LIST_OF[kind];
  return RETURNS_TO_OPENER.has(kind) && path !== LIST_OF[kind] ? withReturnPath(path, here) : path;
}
