import { lazyScreen } from '../app/lazyScreen.ts';
import type { AppRoute } from '../app/routeTypes.ts';
import { KINDS, type ProfileKind } from '../components/profileKinds.ts';

// The profile screen's documents tab reads the documents namespace.
const NS = ['directory', 'documents'];
// The 360° page also shows proposal, sample and quote statuses in their modules' words.
const DETAIL_NS = [...NS, 'proposals', 'samples', 'quotes'];

const list = lazyScreen(() => import('./ProfilesListRoute.tsx'), NS);
const create = lazyScreen(() => import('./ProfileCreateRoute.tsx'), NS);
const detail = lazyScreen(() => import('./ProfileDetailRoute.tsx'), DETAIL_NS);
const edit = lazyScreen(() => import('./ProfileEditRoute.tsx'), NS);

// Each kind's screens are gated by the kind's own keys (spec §6: customers.create, leads.view…); the server checks
// the profiles.* key of each call besides.
const kindRoutes = (kind: ProfileKind): AppRoute[] => {
  const k = KINDS[kind];
  return [
    { path: `/${kind}/create`, layout: 'create', access: { module: kind, permission: k.create, tenantModule: 'profiles' }, screen: create },
    { path: `/${kind}/:profileId`, layout: 'page', access: { module: kind, permission: k.view, tenantModule: 'profiles' }, screen: detail },
    { path: `/${kind}/:profileId/edit`, layout: 'edit', access: { module: kind, permission: k.update, tenantModule: 'profiles' }, screen: edit },
  ];
};

// Literal paths come before the parametrised ones: the first match wins.
export const DIRECTORY_ROUTES: readonly AppRoute[] = [
  { path: '/profiles', layout: 'page', access: { module: 'profiles', permission: 'profiles.viewAny', tenantModule: 'profiles' }, screen: list },
  ...kindRoutes('customers'),
  ...kindRoutes('leads'),
  ...kindRoutes('suppliers'),
  // Companies, profile categories and brands: the generic named-record list (companies: their own form, for the
  // address). Literal `create` before the parametrised edit paths.
  { path: '/companies', layout: 'page', access: { module: 'companies', permission: 'companies.viewAny', tenantModule: 'profiles' }, screen: lazyScreen(() => import('./CompaniesListRoute.tsx'), NS) },
  { path: '/companies/create', layout: 'create', access: { module: 'companies', permission: 'companies.create', tenantModule: 'profiles' }, screen: lazyScreen(() => import('./CompanyCreateRoute.tsx'), NS) },
  { path: '/companies/:companyId/edit', layout: 'edit', access: { module: 'companies', permission: 'companies.update', tenantModule: 'profiles' }, screen: lazyScreen(() => import('./CompanyEditRoute.tsx'), NS) },
  // Categories and brands are picked in every profile form: their lists are management screens, gated by update.
  { path: '/profileCategories', layout: 'page', access: { module: 'profile_categories', permission: 'profile_categories.update', tenantModule: 'profiles' }, screen: lazyScreen(() => import('./ProfileCategoriesListRoute.tsx'), NS) },
  { path: '/profileCategories/create', layout: 'create', access: { module: 'profile_categories', permission: 'profile_categories.create', tenantModule: 'profiles' }, screen: lazyScreen(() => import('./ProfileCategoryCreateRoute.tsx'), NS) },
  { path: '/profileCategories/:profileCategoryId/edit', layout: 'edit', access: { module: 'profile_categories', permission: 'profile_categories.update', tenantModule: 'profiles' }, screen: lazyScreen(() => import('./ProfileCategoryEditRoute.tsx'), NS) },
  { path: '/profileBrands', layout: 'page', access: { module: 'brands', permission: 'brands.update', tenantModule: 'profiles' }, screen: lazyScreen(() => import('./ProfileBrandsListRoute.tsx'), NS) },
  { path: '/profileBrands/create', layout: 'create', access: { module: 'brands', permission: 'brands.create', tenantModule: 'profiles' }, screen: lazyScreen(() => import('./ProfileBrandCreateRoute.tsx'), NS) },
  { path: '/profileBrands/:profileBrandId/edit', layout: 'edit', access: { module: 'brands', permission: 'brands.update', tenantModule: 'profiles' }, screen: lazyScreen(() => import('./ProfileBrandEditRoute.tsx'), NS) },
];
