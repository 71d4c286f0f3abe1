import { lazyScreen } from '../app/lazyScreen.ts';
import type { Gate } from '../app/menu/menuEntries.ts';
import type { AppRoute } from '../app/routeTypes.ts';

const NS = ['newsletter'];
const gate = (permission: NonNullable<Gate['permission']>): Gate => ({ module: 'recipients', permission, tenantModule: 'newsletter' });

// Literal paths come before the parametrised ones: the first match wins.
export const NEWSLETTER_ROUTES: readonly AppRoute[] = [
  { path: '/newsletter/lists', layout: 'page', access: gate('recipients.viewAny'), screen: lazyScreen(() => import('./NewsletterListsRoute.tsx'), NS) },
  { path: '/newsletter/lists/create', layout: 'create', access: gate('recipients.create'), screen: lazyScreen(() => import('./NewsletterListCreateRoute.tsx'), NS) },
  { path: '/newsletter/groups/create', layout: 'create', access: gate('recipients.create'), screen: lazyScreen(() => import('./NewsletterGroupCreateRoute.tsx'), NS) },
  { path: '/newsletter/lists/:listId', layout: 'page', access: gate('recipients.view'), screen: lazyScreen(() => import('./NewsletterListDetailRoute.tsx'), NS) },
  { path: '/newsletter/lists/:listId/edit', layout: 'edit', access: gate('recipients.update'), screen: lazyScreen(() => import('./NewsletterListEditRoute.tsx'), NS) },
  { path: '/newsletter/lists/:listId/groups/:groupId/edit', layout: 'edit', access: gate('recipients.update'), screen: lazyScreen(() => import('./NewsletterGroupEditRoute.tsx'), NS) },
  { path: '/settings/newsletter', layout: 'settings', access: gate('recipients.viewAny'), screen: lazyScreen(() => import('./NewsletterSettingsRoute.tsx'), NS) },
];
