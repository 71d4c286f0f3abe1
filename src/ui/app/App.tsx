import { lazy, StrictMode, Suspense } from 'react';
import { Router } from 'wouter';
import { ApiClientContext } from './ApiClientContext.ts';
import type { AppServices } from './appServices.ts';
import { AppRouter } from './AppRouter.tsx';
import { useGuardedLocation } from './navigation/leaveRequests.ts';
import { SessionContext } from './SessionContext.ts';
import { loadToaster } from './startScreens.ts';
import { TenantBranding } from './TenantBranding.tsx';

// Toasts come after a save; their code is not needed to show the login page.
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

export const App = ({ services }: { services: AppServices }) => (
  <StrictMode>
    <ApiClientContext.Provider value={services}>
      <SessionContext.Provider logic={services.sessionLogic} options={{ input: services.sessionInput }}>
        <TenantBranding />
        {/* navigate() asks the unsaved-changes guard first (mounted in the signed-in layout). */}
        <Router hook={useGuardedLocation}>
          <AppRouter />
        </Router>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </SessionContext.Provider>
    </ApiClientContext.Provider>
  </StrictMode>
);
