import { lazyScreen } from '../app/lazyScreen.ts';
import type { AppRoute } from '../app/routeTypes.ts';

const NS = ['priceLists', 'articles'];

// Literal paths come before the parametrised ones: the first match wins.
export const PRICE_LISTS_ROUTES: readonly AppRoute[] = [
  { path: '/price-lists', layout: 'page', access: { module: 'price_lists', permission: 'price_lists.viewAny', tenantModule: 'price-lists' }, screen: lazyScreen(() => import('./PriceListsListRoute.tsx'), NS) },
  { path: '/price-lists/create', layout: 'create', access: { module: 'price_lists', permission: 'price_lists.create', tenantModule: 'price-lists' }, screen: lazyScreen(() => import('./PriceListCreateRoute.tsx'), NS) },
  { path: '/price-lists/:priceListId', layout: 'page', access: { module: 'price_lists', permission: 'price_lists.view', tenantModule: 'price-lists' }, screen: lazyScreen(() => import('./PriceListDetailRoute.tsx'), NS) },
  { path: '/price-lists/:priceListId/edit', layout: 'edit', access: { module: 'price_lists', permission: 'price_lists.update', tenantModule: 'price-lists' }, screen: lazyScreen(() => import('./PriceListEditRoute.tsx'), NS) },
];
