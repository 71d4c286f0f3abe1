import { lazyScreen } from '../app/lazyScreen.ts';
import type { AppRoute } from '../app/routeTypes.ts';

// Literal paths come before the parametrised ones: the first match wins.
export const CALENDAR_ROUTES: readonly AppRoute[] = [
  { path: '/calendar', layout: 'page', access: { module: 'events', permission: 'events.viewAny', tenantModule: 'calendar' }, screen: lazyScreen(() => import('./CalendarRoute.tsx'), ['calendar', 'vacations']) },
  { path: '/calendar/timeline', layout: 'page', access: { module: 'calendars', permission: 'calendars.viewAny', tenantModule: 'calendar' }, screen: lazyScreen(() => import('./TimelineRoute.tsx'), ['calendar', 'vacations']) },
  { path: '/calendar/events/create', layout: 'create', access: { module: 'events', permission: 'events.create', tenantModule: 'calendar' }, screen: lazyScreen(() => import('./EventEditorRoute.tsx'), ['calendar']) },
  { path: '/calendar/:calendarId/events/:eventId/edit', layout: 'edit', access: { module: 'events', permission: 'events.update', tenantModule: 'calendar' }, screen: lazyScreen(() => import('./EventEditorRoute.tsx'), ['calendar']) },
];
