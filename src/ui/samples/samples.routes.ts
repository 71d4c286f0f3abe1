import type { PermissionKey } from '../../domain/permissions.ts';
import { lazyScreen } from '../app/lazyScreen.ts';
import type { Gate } from '../app/menu/menuEntries.ts';
import type { AppRoute } from '../app/routeTypes.ts';

const ns = ['samples'];
const gate = (permission: PermissionKey): Gate => ({ module: 'samples', permission, tenantModule: 'samples' });

// Literal paths come before the parametrised ones: the first match wins.
export const SAMPLES_ROUTES: readonly AppRoute[] = [
  { path: '/samples', layout: 'page', access: gate('samples.viewAny'), screen: lazyScreen(() => import('./SamplesListRoute.tsx'), ns) },
  { path: '/samples/create', layout: 'create', access: gate('samples.create'), screen: lazyScreen(() => import('./SampleCreateRoute.tsx'), ns) },
  { path: '/samples/:sampleId', layout: 'page', access: gate('samples.view'), screen: lazyScreen(() => import('./SampleDetailRoute.tsx'), ns) },
  { path: '/samples/:sampleId/edit', layout: 'edit', access: gate('samples.update'), screen: lazyScreen(() => import('./SampleEditRoute.tsx'), ns) },
  { path: '/samples/:sampleId/duplicate', layout: 'create', access: gate('samples.create'), screen: lazyScreen(() => import('./SampleDuplicateRoute.tsx'), ns) },
];
