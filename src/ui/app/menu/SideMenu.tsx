import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../../styled-system/css/index.mjs';
import { Avatar } from '../../components/Avatar.tsx';
import { NavLink } from '../NavLink.tsx';
import { hasScreen } from '../routes.ts';
import { MENU_ENTRIES, type MenuEntry } from './menuEntries.ts';
import { evaluatorsTitle, visibleMenuEntries } from './visibleMenuEntries.ts';
import { useAccess, useSetting, useTenant } from '../sessionHooks.ts';

export type SideMenuProps = {
  readonly id: string;
  readonly collapsed: boolean;
  readonly small: boolean;
  /** On narrow screens the menu is a drawer: shown only while open. */
  readonly drawer: boolean;
  readonly open: boolean;
  readonly onNavigate: () => void;
};

const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  minH: '10',
  borderRadius: 'control',
  color: 'text',
  textDecoration: 'none',
  fontWeight: '500',
  _hover: { bg: 'surfaceHover' },
  '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent' },
});

const smallItem = css({ py: '1', minH: '8', gap: '2', textStyle: 'small' });

export const SideMenu = ({ id, collapsed, small, drawer, open, onNavigate }: SideMenuProps) => {
  const { t } = useTranslation('app');
  const access = useAccess();
  const tenant = useTenant();
  const evaluators = evaluatorsTitle(useSetting('evaluators.title'));
  const entries = visibleMenuEntries(MENU_ENTRIES, access, hasScreen);
  const label = (entry: MenuEntry) => (entry.id === 'evaluators' && evaluators !== null ? evaluators : t(entry.labelKey));
  const iconOnly = collapsed && !drawer;
  const navRef = useRef<HTMLElement>(null);
  // An opened drawer takes the focus (its first link), as a dialog does: the button that opened it is now behind it.
  const drawerShown = drawer && open;
  useEffect(() => {
    if (drawerShown) navRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [drawerShown]);

  return (
    <nav
      ref={navRef}
      id={id}
      aria-label={t('menu.label')}
      data-collapsed={iconOnly ? 'true' : 'false'}
      className={cx(
        css({ bg: 'surface', borderRightWidth: '1px', borderColor: 'border', display: 'flex', flexDirection: 'column', gap: '2', p: '2', overflowY: 'auto' }),
        drawer
          ? css({ position: 'fixed', insetBlock: '0', insetInlineStart: '0', w: '17rem', maxW: '85vw', zIndex: 50, boxShadow: 'overlay' })
          : css({ position: 'sticky', top: '0', h: '100dvh', flexShrink: 0 }),
        !drawer && (iconOnly ? css({ w: '4.25rem' }) : css({ w: small ? '13rem' : '15rem' })),
        drawer && !open ? css({ display: 'none' }) : undefined,
      )}
    >
      {tenant ? (
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', px: '2', py: '3' })}>
          <Avatar name={tenant.name} src={tenant.avatarUrl} size="sm" decorative />
          {iconOnly ? null : <span className={css({ fontWeight: '700', lineClamp: 2 })}>{tenant.name}</span>}
        </div>
      ) : null}
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        {entries.map((entry) => {
          const Icon = entry.icon;
          const text = label(entry);
          return (
            <li key={entry.id}>
              <NavLink
                href={entry.route}
                className={cx(item, small ? smallItem : undefined, iconOnly ? css({ justifyContent: 'center' }) : undefined)}
                label={iconOnly ? text : undefined}
                title={iconOnly ? text : undefined}
                onNavigate={onNavigate}
              >
                <Icon size={small ? 16 : 20} aria-hidden="true" />
                {iconOnly ? null : <span>{text}</span>}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
