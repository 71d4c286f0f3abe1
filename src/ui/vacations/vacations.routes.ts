import { lazyScreen } from '../app/lazyScreen.ts';
import type { AppRoute } from '../app/routeTypes.ts';

// Vacations and leave hours (spec §2). The spec's edit paths carry no id: vacations/edit and vacations/events/edit
// take `?id=`, and vacations/{vacationId}/edit is the address the app links to; all three open the same screen.
// Literal paths come before the parametrised one: the first match wins.
const VACATIONS = { module: 'vacations', tenantModule: 'vacations' } as const;
const HOURS = { module: 'user_vacation_hours', tenantModule: 'vacations' } as const;
const NS = ['vacations'];

export const VACATIONS_ROUTES: readonly AppRoute[] = [
  { path: '/vacations', layout: 'page', access: { ...VACATIONS, permission: 'vacations.viewAny' }, screen: lazyScreen(() => import('./VacationsListRoute.tsx'), NS) },
  { path: '/vacations/create', layout: 'create', access: { ...VACATIONS, permission: 'vacations.create' }, screen: lazyScreen(() => import('./VacationCreateRoute.tsx'), NS) },
  { path: '/vacations/vacation-event/create', layout: 'create', access: { ...VACATIONS, permission: 'vacations.create' }, screen: lazyScreen(() => import('./VacationCreateRoute.tsx'), NS) },
  { path: '/vacations/edit', layout: 'edit', access: { ...VACATIONS, permission: 'vacations.view' }, screen: lazyScreen(() => import('./VacationEditRoute.tsx'), NS) },
  { path: '/vacations/events/edit', layout: 'edit', access: { ...VACATIONS, permission: 'vacations.view' }, screen: lazyScreen(() => import('./VacationEditRoute.tsx'), NS) },
  // The payroll report: everyone's leave, so the screen itself refuses those who do not manage leave (403 server-side).
  { path: '/vacations/report', layout: 'page', access: { ...VACATIONS, permission: 'vacations.viewAny' }, screen: lazyScreen(() => import('./VacationReportRoute.tsx'), NS) },
  { path: '/vacations/calendar', layout: 'page', collapseMenu: true, access: { ...VACATIONS, permission: 'vacations.viewAny' }, screen: lazyScreen(() => import('./VacationCalendarRoute.tsx'), NS) },
  { path: '/vacations/:vacationId/edit', layout: 'edit', access: { ...VACATIONS, permission: 'vacations.view' }, screen: lazyScreen(() => import('./VacationEditRoute.tsx'), NS) },
  { path: '/user-vacation-hours', layout: 'page', access: { ...HOURS, permission: 'user_vacation_hours.viewAny' }, screen: lazyScreen(() => import('./UserVacationHoursListRoute.tsx'), NS) },
  { path: '/user-vacation-hours/:hoursId/edit', layout: 'edit', access: { ...HOURS, permission: 'user_vacation_hours.update' }, screen: lazyScreen(() => import('./UserVacationHoursEditRoute.tsx'), NS) },
  { path: '/user-vacation-hours/create', layout: 'create', access: { ...HOURS, permission: 'user_vacation_hours.create' }, screen: lazyScreen(() => import('./UserVacationHoursCreateRoute.tsx'), NS) },
];
