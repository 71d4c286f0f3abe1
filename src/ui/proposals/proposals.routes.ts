import { lazyScreen } from '../app/lazyScreen.ts';
import type { Gate } from '../app/menu/menuEntries.ts';
import type { AppRoute } from '../app/routeTypes.ts';
import type { PermissionKey } from '../../domain/permissions.ts';

const ns = ['proposals'];
const gate = (permission: PermissionKey): Gate => ({ module: 'proposals', permission, tenantModule: 'proposals' });

// Literal paths come before the parametrised ones: the first match wins.
export const PROPOSALS_ROUTES: readonly AppRoute[] = [
  { path: '/proposals', layout: 'page', access: gate('proposals.viewAny'), screen: lazyScreen(() => import('./ProposalsListRoute.tsx'), ns) },
  { path: '/proposals/create', layout: 'create', access: gate('proposals.create'), screen: lazyScreen(() => import('./ProposalCreateRoute.tsx'), ns) },
  { path: '/proposals/:proposalId', layout: 'page', access: gate('proposals.view'), screen: lazyScreen(() => import('./ProposalDetailRoute.tsx'), ns) },
  { path: '/proposals/:proposalId/edit', layout: 'edit', access: gate('proposals.update'), screen: lazyScreen(() => import('./ProposalEditRoute.tsx'), ns) },
  { path: '/proposals/:proposalId/duplicate', layout: 'create', access: gate('proposals.create'), screen: lazyScreen(() => import('./ProposalDuplicateRoute.tsx'), ns) },
  { path: '/proposals/:proposalId/history', layout: 'page', access: gate('proposals.view'), screen: lazyScreen(() => import('./ProposalHistoryRoute.tsx'), ns) },
];
