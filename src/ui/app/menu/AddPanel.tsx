import Plus from 'lucide-react/icons/plus';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { css } from '../../../../styled-system/css/index.mjs';
import { Button } from '../../components/Button.tsx';
import { LazyMenu } from './LazyMenu.tsx';
import { hasScreen } from '../routes.ts';
import { ADD_ENTRIES } from './addEntries.ts';
import { addPanelEntries } from './addPanelEntries.ts';
import { useAccess, usePreference } from '../sessionHooks.ts';

/** The Add panel (spec §2): create shortcuts the user may use; disabled on create pages. */
export const AddPanel = ({ disabled }: { disabled: boolean }) => {
  const { t } = useTranslation('app');
  const [, navigate] = useLocation();
  const access = useAccess();
  const entries = addPanelEntries(ADD_ENTRIES, access, hasScreen, usePreference('newsletter.enabled') === 'disabled');
  if (disabled || !entries.some((shown) => !shown.switchedOff)) {
    return (
      <Button variant="secondary" disabled icon={<Plus size={18} aria-hidden="true" />} title={disabled ? t('add.disabledOnCreate') : t('add.nothing')}>
        {t('add.trigger')}
      </Button>
    );
  }
  return (
    <LazyMenu
      trigger={
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
          <Plus size={18} aria-hidden="true" />
          {t('add.trigger')}
        </span>
      }
      items={entries.map(({ entry, switchedOff, offBy }) => {
        const Icon = entry.icon;
        const label = switchedOff ? (
          <span className={css({ display: 'inline-flex', flexDirection: 'column' })}>
            {t(entry.labelKey)}
            <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{t(offBy === 'person' ? 'add.newsletterOff' : 'add.switchedOff')}</span>
          </span>
        ) : (
          t(entry.labelKey)
        );
        return { value: entry.route, label, icon: <Icon size={16} />, disabled: switchedOff };
      })}
      onSelect={(route) => navigate(route)}
    />
  );
};
