import { lazy, Suspense, type ComponentType } from 'react';
import { whenIdle } from '../app/whenIdle.ts';

// The bell's code, its statechart and its namespace load after sign-in, apart from the entry (the /login bundle
// budget), and are evaluated and mounted once the main thread is idle (src/ui/app/whenIdle.ts: the bell's statechart,
// its stream and its popover took ≈ 16 ms of the dashboard's start-up before interactive, issue 36 point 4); a chunk
// that fails to arrive leaves the header without a bell rather than breaking it.
const Nothing = () => null;

const Bell = lazy((): Promise<{ default: ComponentType }> =>
  whenIdle()
    .then(() => Promise.all([import('./NotificationBell.tsx'), import('../../i18n/i18n.ts').then(({ loadNamespaces }) => loadNamespaces(['notifications']))]))
    .then(([module]) => module)
    .catch(() => ({ default: Nothing })),
);

export const LazyNotificationBell = () => (
  <Suspense fallback={null}>
    <Bell />
  </Suspense>
);
