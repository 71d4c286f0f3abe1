import { lazyScreen } from '../app/lazyScreen.ts';
import type { AppRoute } from '../app/routeTypes.ts';

// The route's chunk carries the chart library: nothing of it reaches /login or the other screens.
export const STATISTICS_ROUTES: readonly AppRoute[] = [
  { path: '/statistics', layout: 'page', access: { module: 'statistics', permission: 'statistics.viewAny', tenantModule: 'statistics' }, screen: lazyScreen(() => import('./StatisticsRoute.tsx'), ['statistics']) },
];
