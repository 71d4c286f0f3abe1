import { rememberingLoader } from './screenLoader.ts';

// The signed-in shell and the home screen, as loaders the entry script can call before the session has started:
// with a stored session they then arrive with the start-up calls instead of after them (issue 20: the dashboard's
// critical path). The guest routes use the same loaders (and the route table the home screen's, homeScreen.ts), so
// each module is fetched once, and a screen whose module has arrived renders without suspending
// (src/ui/app/screenLoader.ts).

export const loadAuthenticatedLayout = rememberingLoader(() => import('./layouts/AuthenticatedLayout.tsx'));

/** Toasts: not needed to draw the first screen, but every screen's first save needs them. */
export const loadToaster = () => import('../components/Toaster.tsx');

/** The dashboard panels' early reads (in the dashboard's chunk: build/signedInChunksPlugin.ts). */
export const loadDashboardPrefetch = () => import('../dashboard/dashboardPrefetch.ts');

/** The empty path opens the dashboard. */
export const opensDashboard = (path: string): boolean => path === '/' || path === '/dashboard';
