import { ADMIN_ROUTES } from '../admin/admin.routes.ts';
import { DIRECTORY_ROUTES } from '../directory/directory.routes.ts';
import { CALENDAR_ROUTES } from '../calendar/calendar.routes.ts';
import { ARTICLES_ROUTES } from '../articles/articles.routes.ts';
import { PRICE_LISTS_ROUTES } from '../priceLists/priceLists.routes.ts';
import { QUOTES_ROUTES } from '../quotes/quotes.routes.ts';
import { PROPOSALS_ROUTES } from '../proposals/proposals.routes.ts';
import { SAMPLES_ROUTES } from '../samples/samples.routes.ts';
import { SALES_REPORTS_ROUTES } from '../salesReports/salesReports.routes.ts';
import { STATISTICS_ROUTES } from '../statistics/statistics.routes.ts';
import { NEWSLETTER_ROUTES } from '../newsletter/newsletter.routes.ts';
import { TASKS_ROUTES } from '../tasks/tasks.routes.ts';
import { VACATIONS_ROUTES } from '../vacations/vacations.routes.ts';
import { WORKS_ROUTES } from '../works/works.routes.ts';
import { EVALUATORS_ROUTES } from '../evaluators/evaluators.routes.ts';
import { SECTION_ACCESS_ROUTES } from '../sectionAccess/sectionAccess.routes.ts';
import { DOCUMENTS_ROUTES } from '../documents/documents.routes.ts';
import { lazyScreen } from './lazyScreen.ts';
import type { AppRoute } from './routeTypes.ts';
import { loadDashboardScreen } from './homeScreen.ts';
import { DASHBOARD_NAMESPACES } from './startNamespaces.ts';

export type { AppRoute, RouteLayout } from './routeTypes.ts';

const SHELL_ROUTES: readonly AppRoute[] = [
  { path: '/dashboard', layout: 'page', access: {}, screen: lazyScreen(loadDashboardScreen, DASHBOARD_NAMESPACES) },
  { path: '/settings/general', layout: 'settings', access: {}, screen: lazyScreen(() => import('../settings/GeneralSettingsRoute.tsx'), ['settings']) },
  { path: '/settings/appearance', layout: 'settings', access: {}, screen: lazyScreen(() => import('../settings/AppearanceSettingsRoute.tsx'), ['settings']) },
  { path: '/settings/company', layout: 'settings', access: { module: 'settings', permission: 'settings.update' }, screen: lazyScreen(() => import('../settings/CompanySettingsRoute.tsx'), ['settings']) },
  { path: '/settings/workspace', layout: 'settings', access: { module: 'settings', permission: 'settings.update' }, screen: lazyScreen(() => import('../settings/WorkspaceSettingsRoute.tsx'), ['settings']) },
  { path: '/settings/import', layout: 'settings', access: { module: 'imports', permission: 'imports.run' }, screen: lazyScreen(() => import('../imports/ImportRoute.tsx'), ['imports']) },
  { path: '/settings/mail', layout: 'settings', access: { module: 'settings', permission: 'settings.update' }, screen: lazyScreen(() => import('../settings/MailLogRoute.tsx'), ['settings']) },
  { path: '/settings/mail/:mailId', layout: 'settings', access: { module: 'settings', permission: 'settings.update' }, screen: lazyScreen(() => import('../settings/MailDetailRoute.tsx'), ['settings']) },
  // The first-run checklist of a new tenant (issue 33); the dashboard shows the way to it while it is open.
  { path: '/setup', layout: 'page', access: { module: 'settings', permission: 'settings.update' }, screen: lazyScreen(() => import('../setup/SetupRoute.tsx'), ['settings']) },
  // Processi: every signed-in user, who reads there the workflows of the modules they may use (processGates.ts); the
  // developers' page of technical machines stays with the process owners (admins, supervisors).
  { path: '/processes', layout: 'page', access: {}, screen: lazyScreen(() => import('../processes/ProcessesRoute.tsx'), ['processes']) },
  { path: '/processes/technical', layout: 'page', access: { permission: 'users.viewAny' }, screen: lazyScreen(() => import('../processes/TechnicalProcessesRoute.tsx'), ['processes']) },
  { path: '/processes/:machineId', layout: 'page', access: {}, screen: lazyScreen(() => import('../processes/ProcessesRoute.tsx'), ['processes']) },
];

/**
 * THE route table: every screen inside the authenticated layout, each module's routes in its own file
 * (`src/ui/<module>/<module>.routes.ts`). Adding a module's screen here is what makes its menu, Add panel and
 * settings entries appear (they render only when their route has a screen).
 */
export const APP_ROUTES: readonly AppRoute[] = [...SHELL_ROUTES, ...WORKS_ROUTES, ...TASKS_ROUTES, ...ADMIN_ROUTES, ...DIRECTORY_ROUTES, ...CALENDAR_ROUTES, ...VACATIONS_ROUTES, ...ARTICLES_ROUTES, ...PRICE_LISTS_ROUTES, ...QUOTES_ROUTES, ...PROPOSALS_ROUTES, ...SAMPLES_ROUTES, ...SALES_REPORTS_ROUTES, ...STATISTICS_ROUTES, ...NEWSLETTER_ROUTES, ...EVALUATORS_ROUTES, ...SECTION_ACCESS_ROUTES, ...DOCUMENTS_ROUTES];

const ROUTE_PATHS = new Set(APP_ROUTES.map((route) => route.path));

/** Whether a menu/panel/settings entry's route has a screen yet. `/settings` redirects to its first screen. */
export const hasScreen = (path: string): boolean => ROUTE_PATHS.has(path) || (path === '/settings' && ROUTE_PATHS.has('/settings/general'));
