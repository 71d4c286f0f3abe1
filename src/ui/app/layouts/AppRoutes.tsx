import type { ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { APP_ROUTES, type RouteLayout } from '../routes.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { FormPageLayout } from './FormPageLayout.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { SettingsLayout } from './SettingsLayout.tsx';

const Framed = ({ layout, children }: { layout: RouteLayout; children: ReactNode }) => {
  const screen = <ScreenFrame>{children}</ScreenFrame>;
  if (layout === 'settings') return <SettingsLayout>{screen}</SettingsLayout>;
  if (layout === 'create' || layout === 'edit') return <FormPageLayout>{screen}</FormPageLayout>;
  return screen;
};

/** Every screen of the authenticated layout; the empty path is the dashboard, settings opens on general. */
export const AppRoutes = () => (
  <Switch>
    <Route path="/">
      <Redirect to="/dashboard" replace />
    </Route>
    <Route path="/settings">
      <Redirect to="/settings/general" replace />
    </Route>
    {APP_ROUTES.map(({ path, layout, screen: Screen }) => (
      <Route key={path} path={path}>
        <Framed layout={layout}>
          <Screen />
        </Framed>
      </Route>
    ))}
    <Route>
      <NotFoundScreen />
    </Route>
  </Switch>
);
