import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../../styled-system/css/index.mjs';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageHeadingLevel } from '../../components/pageHeadingLevel.ts';
import { isAllowed } from '../gate.ts';
import { NavLink } from '../NavLink.tsx';
import { hasScreen } from '../routes.ts';
import { SETTINGS_ENTRIES } from './settingsEntries.ts';
import { useAccess } from '../sessionHooks.ts';

const link = css({
  display: 'block',
  px: '3',
  py: '2',
  borderRadius: 'control',
  color: 'text',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  _hover: { bg: 'surfaceHover' },
  '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent', fontWeight: '600' },
});

/** Settings layout: the settings navigation beside (or, on phones, above) the current settings screen. */
export const SettingsLayout = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation('app');
  const access = useAccess();
  const entries = SETTINGS_ENTRIES.filter((entry) => hasScreen(entry.route) && isAllowed(entry, access));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader title={t('settingsNav.title')} />
      <div className={css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, gap: '6' })}>
        <nav aria-label={t('settingsNav.label')} className={css({ flexShrink: 0, w: { md: '14rem' } })}>
          <ul className={css({ display: 'flex', flexDirection: { base: 'row', md: 'column' }, gap: '1', overflowX: 'auto' })}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <NavLink href={entry.route} className={link}>
                  {t(entry.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={css({ flex: '1', minW: 0 })}>
          <PageHeadingLevel value={2}>{children}</PageHeadingLevel>
        </div>
      </div>
    </div>
  );
};
