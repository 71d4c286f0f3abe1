import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { type SessionPhase } from '../../machines/session/session.connect.ts';
import { AUTHENTICATED_LAYOUT, GUEST_ROUTES, TENANT_NOT_FOUND_SCREEN } from './guestRoutes.ts';
import { GuestLayout } from './layouts/GuestLayout.tsx';
import { useHoldForLanguage } from './languageHold.ts';
import { loginPathFor, safeReturnPath } from './returnPath.ts';
import { ScreenFrame } from './ScreenFrame.tsx';
import { Splash } from './Splash.tsx';
import { useSessionPhase } from './sessionHooks.ts';

const NoTenant = () => (
  <Switch>
    <Route path="/no-tenant">
      <GuestLayout>
        <ScreenFrame>
          <TENANT_NOT_FOUND_SCREEN />
        </ScreenFrame>
      </GuestLayout>
    </Route>
    <Route>
      <Redirect to="/no-tenant" replace />
    </Route>
  </Switch>
);

/** A signed-in user on a guest-only route goes to the page first asked for, or home. */
const BackFromGuest = () => {
  const next = new URLSearchParams(useSearch()).get('next');
  return <Redirect to={safeReturnPath(next)} replace />;
};

/** Not signed in inside the app: to login, remembering where the user wanted to go. */
const ToLogin = () => {
  const [location] = useLocation();
  const search = useSearch();
  return <Redirect to={loginPathFor(search === '' ? location : `${location}?${search}`)} replace />;
};

const SignedIn = ({ phase }: { phase: Exclude<SessionPhase, 'booting' | 'noTenant' | 'signingOut'> }) => (
  <Switch>
    <Route path="/no-tenant">
      <Redirect to="/" replace />
    </Route>
    {GUEST_ROUTES.map(({ path, screen: Screen }) => (
      <Route key={path} path={path}>
        {phase === 'authenticated' ? (
          <BackFromGuest />
        ) : (
          <GuestLayout>
            <ScreenFrame>
              <Screen />
            </ScreenFrame>
          </GuestLayout>
        )}
      </Route>
    ))}
    <Route>
      {phase === 'authenticated' ? (
        <ScreenFrame>
          <AUTHENTICATED_LAYOUT />
        </ScreenFrame>
      ) : (
        <ToLogin />
      )}
    </Route>
  </Switch>
);

/**
 * The top of the routing tree: nothing renders before the session has loaded its initial data, nor the signed-in
 * screens before the user's language has loaded (languageHold.ts).
 */
export const AppRouter = () => {
  const phase = useSessionPhase();
  const holdForLanguage = useHoldForLanguage(phase);
  if (phase === 'booting' || holdForLanguage) return <Splash />;
  if (phase === 'signingOut') return <Splash signingOut />;
  if (phase === 'noTenant') return <NoTenant />;
  return <SignedIn phase={phase} />;
};
