import { rememberingLoader } from './screenLoader.ts';

// The home screen's loader, shared by the entry script (main.tsx, before the session has started) and the route
// table. Apart from startScreens.ts: the route table importing that file closed an import circle (routes → start
// screens ⇢ signed-in layout → menu → routes) that tests/build/importCycles.test.ts now refuses.
export const loadDashboardScreen = rememberingLoader(() => import('../dashboard/DashboardRoute.tsx'));
