import { lazy, Suspense, type ComponentType } from 'react';

// The bell's code, its statechart and its namespace load after sign-in, apart from the entry (the /login bundle
// budget); a chunk that fails to arrive leaves the header without a bell rather than breaking it.
const Nothing = () => null;

const Bell = lazy((): Promise<{ default: ComponentType }> =>
  Promise.all([import('./NotificationBell.tsx'), import('../../i18n/i18n.ts').then(({ loadNamespaces }) => loadNamespaces(['notifications']))])
    .then(([module]) => module)
    .catch(() => ({ default: Nothing })),
);

export const LazyNotificationBell = () => (
  <Suspense fallback={null}>
    <Bell />
  </Suspense>
);
