import { lazyScreen } from '../app/lazyScreen.ts';
import { SALES_REPORT_LIST_KEYS } from '../app/menu/menuEntries.ts';
import type { AppRoute } from '../app/routeTypes.ts';

const gate = { module: 'sales-reports', tenantModule: 'sales-reports' } as const;
// Lists accept either reading of spec §6's list check (`sales-report.viewAny` or `sales-reports.viewAny`).
const list = { ...gate, anyPermission: SALES_REPORT_LIST_KEYS };
const ns = ['salesReports'];

// Literal paths come before the parametrised ones: the first match wins (`/sales-reports/materials` before
// `/sales-reports/:salesReportId`).
export const SALES_REPORTS_ROUTES: readonly AppRoute[] = [
  { path: '/sales-reports', layout: 'page', access: list, screen: lazyScreen(() => import('./SalesReportsListRoute.tsx'), ns) },
  { path: '/sales-reports/create', layout: 'create', access: { ...gate, permission: 'sales-reports.create' }, screen: lazyScreen(() => import('./SalesReportCreateRoute.tsx'), ns) },
  { path: '/sales-reports/materials', layout: 'page', access: list, screen: lazyScreen(() => import('./MaterialsListRoute.tsx'), ns) },
  { path: '/sales-reports/materials/create', layout: 'create', access: { ...gate, permission: 'sales-reports.create' }, screen: lazyScreen(() => import('./MaterialCreateRoute.tsx'), ns) },
  { path: '/sales-reports/materials/:materialId', layout: 'page', access: { ...gate, permission: 'sales-reports.view' }, screen: lazyScreen(() => import('./MaterialDetailRoute.tsx'), ns) },
  { path: '/sales-reports/materials/:materialId/edit', layout: 'edit', access: { ...gate, permission: 'sales-reports.update' }, screen: lazyScreen(() => import('./MaterialEditRoute.tsx'), ns) },
  { path: '/sales-reports/interests', layout: 'page', access: list, screen: lazyScreen(() => import('./InterestsListRoute.tsx'), ns) },
  { path: '/sales-reports/interests/create', layout: 'create', access: { ...gate, permission: 'sales-reports.create' }, screen: lazyScreen(() => import('./InterestCreateRoute.tsx'), ns) },
  { path: '/sales-reports/interests/:interestId', layout: 'page', access: { ...gate, permission: 'sales-reports.view' }, screen: lazyScreen(() => import('./InterestDetailRoute.tsx'), ns) },
  { path: '/sales-reports/interests/:interestId/edit', layout: 'edit', access: { ...gate, permission: 'sales-reports.update' }, screen: lazyScreen(() => import('./InterestEditRoute.tsx'), ns) },
  { path: '/sales-reports/:salesReportId', layout: 'page', access: { ...gate, permission: 'sales-reports.view' }, screen: lazyScreen(() => import('./SalesReportDetailRoute.tsx'), ns) },
  { path: '/sales-reports/:salesReportId/edit', layout: 'edit', access: { ...gate, permission: 'sales-reports.update' }, screen: lazyScreen(() => import('./SalesReportEditRoute.tsx'), ns) },
];
