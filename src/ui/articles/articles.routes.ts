import { lazyScreen } from '../app/lazyScreen.ts';
import type { AppRoute } from '../app/routeTypes.ts';
import type { TaxonomyKind } from '../../domain/articleTaxonomy.ts';
import { TAXONOMY_PARAMS } from './taxonomyParams.ts';

const ARTICLES = { tenantModule: 'articles' } as const;
const taxonomyScreen = (kind: TaxonomyKind, screen: 'list' | 'create' | 'edit') =>
  lazyScreen(() => import('./TaxonomyScreens.tsx').then((m) => ({ default: m.TAXONOMY_SCREENS[kind][screen] })), ['articles']);

/**
 * The six article taxonomies at /articles/<kind> (list, the management screen: `articles.update`, what the contract
 * asks to change them), /articles/<kind>/create (`articles.create`) and /articles/<kind>/:<kind>Id/edit.
 */
const taxonomyRoutes = (kind: TaxonomyKind): AppRoute[] => [
  { path: `/articles/${kind}`, layout: 'page', access: { ...ARTICLES, module: 'articles', permission: 'articles.update' }, screen: taxonomyScreen(kind, 'list') },
  { path: `/articles/${kind}/create`, layout: 'create', access: { ...ARTICLES, module: 'articles', permission: 'articles.create' }, screen: taxonomyScreen(kind, 'create') },
  { path: `/articles/${kind}/:${TAXONOMY_PARAMS[kind]}/edit`, layout: 'edit', access: { ...ARTICLES, module: 'articles', permission: 'articles.update' }, screen: taxonomyScreen(kind, 'edit') },
];

// Literal paths come before the parametrised ones: the first match wins (`/articles/categories` before `/articles/:articleId`).
export const ARTICLES_ROUTES: readonly AppRoute[] = [
  { path: '/articles', layout: 'page', access: { ...ARTICLES, module: 'articles', permission: 'articles.viewAny' }, screen: lazyScreen(() => import('./ArticlesListRoute.tsx'), ['articles']) },
  { path: '/articles/create', layout: 'create', access: { ...ARTICLES, module: 'articles', permission: 'articles.create' }, screen: lazyScreen(() => import('./ArticleCreateRoute.tsx'), ['articles']) },
  ...(['categories', 'brands', 'divisions', 'groups', 'lines', 'types'] as const).flatMap(taxonomyRoutes),
  { path: '/articles/:articleId', layout: 'page', access: { ...ARTICLES, module: 'articles', permission: 'articles.view' }, screen: lazyScreen(() => import('./ArticleDetailRoute.tsx'), ['articles']) },
  { path: '/articles/:articleId/edit', layout: 'edit', access: { ...ARTICLES, module: 'articles', permission: 'articles.update' }, screen: lazyScreen(() => import('./ArticleEditRoute.tsx'), ['articles']) },
  // Warehouses belong to the catalogue: the articles' tenant module, their own permission keys.
  { path: '/warehouses', layout: 'page', access: { ...ARTICLES, module: 'warehouses', permission: 'warehouses.viewAny' }, screen: lazyScreen(() => import('./TaxonomyScreens.tsx').then((m) => ({ default: m.WarehousesListScreen })), ['articles']) },
  { path: '/warehouses/create', layout: 'create', access: { ...ARTICLES, module: 'warehouses', permission: 'warehouses.create' }, screen: lazyScreen(() => import('./TaxonomyScreens.tsx').then((m) => ({ default: m.WarehouseCreateScreen })), ['articles']) },
  { path: '/warehouses/:warehouseId/edit', layout: 'edit', access: { ...ARTICLES, module: 'warehouses', permission: 'warehouses.update' }, screen: lazyScreen(() => import('./TaxonomyScreens.tsx').then((m) => ({ default: m.WarehouseEditScreen })), ['articles']) },
];
