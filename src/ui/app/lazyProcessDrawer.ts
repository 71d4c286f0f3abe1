import { lazy } from 'react';

// The process diagram belongs to the Processi module; shared components reach it through the shell (as routes do),
// never by importing a module's files. Lazy: the diagram (registry, introspection, ELK) loads only when shown.
export const LazyProcessDrawer = lazy(() => import('../processes/ProcessDrawer.tsx'));
