import { createContext, useContext } from 'react';
import type { AppRoute } from './routeTypes.ts';

// The route table as the screens may read it (a screen that shows what another route allows, such as Processi). A
// context rather than an import of routes.ts: that table imports the screens lazily, so a screen importing it back
// would close an import circle (tests/build/importCycles.test.ts). AppRoutes provides it.
export const RouteTableContext = createContext<readonly AppRoute[]>([]);

export const useRouteTable = (): readonly AppRoute[] => useContext(RouteTableContext);
