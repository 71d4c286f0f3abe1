import type { ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { isAllowed, switchedOffModule } from '../gate.ts';
import { APP_ROUTES } from '../routes.ts';
import { RouteTableContext } from '../routeTable.ts';
import type { AppRoute, RouteLayout } from '../routeTypes.ts';
import { ScreenFrame, ScreenLoading } from '../ScreenFrame.tsx';
import { loadDashboardScreen } from '../homeScreen.ts';
import { useScreenModule } from '../useScreenModule.ts';
import { AccessDeniedScreen } from './AccessDeniedScreen.tsx';
import { FormPageLayout } from './FormPageLayout.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { SettingsLayout } from './SettingsLayout.tsx';
import { useAccess } from '../sessionHooks.ts';

/** The empty path's screen, whose module the entry loads early (homeScreen.ts). */
const HOME_PATH = '/dashboard';

const Framed = ({ layout, children }: { layout: RouteLayout; children: ReactNode }) => {
  const screen = <ScreenFrame>{children}</ScreenFrame>;
  if (layout === 'settings') return <SettingsLayout>{screen}</SettingsLayout>;
  if (layout === 'create' || layout === 'edit') return <FormPageLayout>{screen}</FormPageLayout>;
  return screen;
};

/** A route's screen, or the refusal when the user lacks what the route declares (its chunk is then not loaded). */
const GuardedScreen = ({ route }: { route: AppRoute }) => {
  const access = useAccess();
  // The home screen's module, asked for by the entry before the session started, may still be on its way when the
  // layout first renders: its frame's spinner is then shown as content, not as a suspension (useScreenModule.ts).
  const here = useScreenModule(route.path === HOME_PATH ? loadDashboardScreen : undefined);
  if (!isAllowed(route.access, access)) return <AccessDeniedScreen switchedOff={switchedOffModule(route.access, access)} />;
  const Screen = route.screen;
  return <Framed layout={route.layout}>{here ? <Screen /> : <ScreenLoading />}</Framed>;
};

/** Every screen of the authenticated layout; the empty path is the dashboard, settings opens on general. */
export const AppRoutes = () => (
  <RouteTableContext value={APP_ROUTES}>
    <Switch>
      <Route path="/">
        <Redirect to={HOME_PATH} replace />
      </Route>
      <Route path="/settings">
        <Redirect to="/settings/general" replace />
      </Route>
      {APP_ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          <GuardedScreen route={route} />
        </Route>
      ))}
      <Route>
        <NotFoundScreen />
      </Route>
    </Switch>
  </RouteTableContext>
);
