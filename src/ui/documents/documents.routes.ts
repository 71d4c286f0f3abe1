import { lazyScreen } from '../app/lazyScreen.ts';
import type { AppRoute } from '../app/routeTypes.ts';

// The document archive (spec §1, §2 "documents"): one screen lists, uploads, downloads and deletes.
export const DOCUMENTS_ROUTES: readonly AppRoute[] = [
  { path: '/documents', layout: 'page', access: { module: 'documents', permission: 'documents.viewAny', tenantModule: 'documents' }, screen: lazyScreen(() => import('./DocumentsListRoute.tsx'), ['documents']) },
];
