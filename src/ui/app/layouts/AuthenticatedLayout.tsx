import MenuIcon from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../../styled-system/css/index.mjs';
import { MENU_SIZES } from '../../../domain/constants/preferences.ts';
import { PREFERENCE_KEYS } from '../../../domain/constants/preferences.ts';
import { IconButton } from '../../components/IconButton.tsx';
import { SkipLink } from '../../components/SkipLink.tsx';
import { AccountMenu } from '../menu/AccountMenu.tsx';
import { AddPanel } from '../menu/AddPanel.tsx';
import { GlobalKeys } from '../../palette/GlobalKeys.tsx';
import { UnsavedChangesGuard } from '../navigation/UnsavedChangesGuard.tsx';
import { isMenuCollapsed } from '../menu/menuCollapse.ts';
import { SideMenu } from '../menu/SideMenu.tsx';
import { ThemeSync } from '../ThemeSync.tsx';
import { useCurrentRoute } from '../useCurrentRoute.ts';
import { useNarrowScreen } from '../useNarrowScreen.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { LazyNotificationBell } from '../../notifications/LazyNotificationBell.tsx';
import { usePreference } from '../sessionHooks.ts';

/** The authenticated layout: side menu, top bar (Add panel, account menu) and the current screen. */
const AuthenticatedLayout = () => {
  const { t } = useTranslation('app');
  const menuId = useId();
  const narrow = useNarrowScreen();
  const route = useCurrentRoute();
  const expandedPreference = usePreference(PREFERENCE_KEYS.menuExpanded);
  const small = usePreference(PREFERENCE_KEYS.menuSize) === MENU_SIZES[1];
  // The drawer's open state is local view state: only narrow screens use it.
  const [drawerOpen, setDrawerOpen] = useState(false);
  const collapsed = isMenuCollapsed({ routeCollapses: route?.collapseMenu === true, narrow, expandedPreference });

  return (
    <>
      <SkipLink />
      <div className={css({ display: 'flex', minH: '100dvh', bg: 'bg' })}>
        <SideMenu id={menuId} collapsed={collapsed} small={small} drawer={narrow} open={drawerOpen} onNavigate={() => setDrawerOpen(false)} />
        {narrow && drawerOpen ? (
          <button
            type="button"
            aria-label={t('menu.close')}
            onClick={() => setDrawerOpen(false)}
            className={css({ position: 'fixed', inset: '0', bg: 'overlay', zIndex: 40, cursor: 'default' })}
          />
        ) : null}
        <div className={css({ flex: '1', minW: 0, display: 'flex', flexDirection: 'column' })}>
          <header className={css({ display: 'flex', alignItems: 'center', gap: '2', px: { base: '2', sm: '4' }, py: '2', bg: 'surface', borderBottomWidth: '1px', borderColor: 'border', position: 'sticky', top: '0', zIndex: 10 })}>
            {narrow ? (
              <IconButton
                icon={drawerOpen ? <X size={20} /> : <MenuIcon size={20} />}
                aria-label={drawerOpen ? t('menu.close') : t('menu.open')}
                aria-expanded={drawerOpen}
                aria-controls={menuId}
                onClick={() => setDrawerOpen(!drawerOpen)}
              />
            ) : null}
            <div className={css({ flex: '1' })} />
            <GlobalKeys />
            <AddPanel disabled={route?.layout === 'create'} />
            <LazyNotificationBell />
            <AccountMenu />
          </header>
          <main id="main" tabIndex={-1} className={css({ flex: '1', p: { base: '3', sm: '6' }, outline: 'none' })}>
            <AppRoutes />
          </main>
        </div>
      </div>
      <UnsavedChangesGuard />
      <ThemeSync />
    </>
  );
};

export default AuthenticatedLayout;
