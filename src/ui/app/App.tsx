import { lazy, StrictMode, Suspense } from 'react';
import { ApiClientContext } from './ApiClientContext.ts';
import type { AppServices } from './appServices.ts';
import { AppRouter } from './AppRouter.tsx';
import { SessionContext } from './SessionContext.ts';
import { TenantBranding } from './TenantBranding.tsx';

// Toasts come after a save; their code is not needed to show the login page.
const Toaster = lazy(() => import('../components/Toaster.tsx').then((module) => ({ default: module.Toaster })));

export const App = ({ services }: { services: AppServices }) => (
  <StrictMode>
    <ApiClientContext.Provider value={services}>
      <SessionContext.Provider logic={services.sessionLogic} options={{ input: services.sessionInput }}>
        <TenantBranding />
        <AppRouter />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </SessionContext.Provider>
    </ApiClientContext.Provider>
  </StrictMode>
);
