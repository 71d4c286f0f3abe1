import { lazyScreen } from '../app/lazyScreen.ts';
import type { AppRoute } from '../app/routeTypes.ts';

const NS = ['quotes', 'articles'];

// Literal paths come before the parametrised ones. No delete: quotes cannot be deleted (spec §7).
export const QUOTES_ROUTES: readonly AppRoute[] = [
  { path: '/quotes', layout: 'page', access: { module: 'quotes', permission: 'quotes.viewAny', tenantModule: 'quotes' }, screen: lazyScreen(() => import('./QuotesListRoute.tsx'), NS) },
  { path: '/quotes/create', layout: 'create', access: { module: 'quotes', permission: 'quotes.create', tenantModule: 'quotes' }, screen: lazyScreen(() => import('./QuoteCreateRoute.tsx'), NS) },
  { path: '/quotes/:quoteId', layout: 'page', access: { module: 'quotes', permission: 'quotes.view', tenantModule: 'quotes' }, screen: lazyScreen(() => import('./QuoteDetailRoute.tsx'), NS) },
  { path: '/quotes/:quoteId/edit', layout: 'edit', access: { module: 'quotes', permission: 'quotes.update', tenantModule: 'quotes' }, screen: lazyScreen(() => import('./QuoteEditRoute.tsx'), NS) },
];
