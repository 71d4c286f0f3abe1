import MenuIcon from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, useState } from 'react';
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
  const toggleRef = useRef<HTMLButtonElement>(null);
  // An open drawer is modal (WAI-ARIA dialog pattern): the page behind it is inert, so Tab stays in the menu (and on
  // the overlay's close button), and Escape closes it, focus going back to the button that opened it.
  const modal = narrow && drawerOpen;
  // Set when Escape or the overlay closes the drawer: focus goes back to the toggle once it is no longer inert (after
  // the render that closes the drawer; a link that navigates leaves the focus to the new screen instead).
  const returnFocus = useRef(false);
  const closeDrawer = () => {
    returnFocus.current = true;
    setDrawerOpen(false);
  };
  useEffect(() => {
    if (!modal) {
      if (returnFocus.current) toggleRef.current?.focus();
      returnFocus.current = false;
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      returnFocus.current = true;
      setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [modal]);
  const collapsed = isMenuCollapsed({ routeCollapses: route?.collapseMenu === true, narrow, expandedPreference });

  return (
    <>
      <div inert={modal}>
        <SkipLink />
      </div>
      <div className={css({ display: 'flex', minH: '100dvh', bg: 'bg' })}>
        <SideMenu id={menuId} collapsed={collapsed} small={small} drawer={narrow} open={drawerOpen} onNavigate={() => setDrawerOpen(false)} />
        {modal ? (
          <button
            type="button"
            aria-label={t('menu.close')}
            onClick={closeDrawer}
            className={css({ position: 'fixed', inset: '0', bg: 'overlay', zIndex: 40, cursor: 'default' })}
          />
        ) : null}
        <div inert={modal} className={css({ flex: '1', minW: 0, display: 'flex', flexDirection: 'column' })}>
          <header className={css({ display: 'flex', alignItems: 'center', gap: '2', px: { base: '2', sm: '4' }, py: '2', bg: 'surface', borderBottomWidth: '1px', borderColor: 'border', position: 'sticky', top: '0', zIndex: 10 })}>
            {narrow ? (
              <IconButton
                ref={toggleRef}
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
