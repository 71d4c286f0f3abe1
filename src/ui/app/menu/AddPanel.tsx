import Plus from 'lucide-react/icons/plus';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { css } from '../../../../styled-system/css/index.mjs';
import { selectAccess } from '../../../machines/session/session.selectors.ts';
import { Button } from '../../components/Button.tsx';
import { Menu } from '../../components/Menu.tsx';
import { isAllowed } from '../gate.ts';
import { hasScreen } from '../routes.ts';
import { SessionContext } from '../SessionContext.ts';
import { ADD_ENTRIES } from './addEntries.ts';

/** The Add panel (spec §2): create shortcuts the user may use; disabled on create pages. */
export const AddPanel = ({ disabled }: { disabled: boolean }) => {
  const { t } = useTranslation('app');
  const [, navigate] = useLocation();
  const access = SessionContext.useSelector(selectAccess);
  const entries = ADD_ENTRIES.filter((entry) => hasScreen(entry.route) && isAllowed(entry, access));
  if (disabled || entries.length === 0) {
    return (
      <Button variant="secondary" disabled icon={<Plus size={18} aria-hidden="true" />} title={disabled ? t('add.disabledOnCreate') : t('add.nothing')}>
        {t('add.trigger')}
      </Button>
    );
  }
  return (
    <Menu
      trigger={
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
          <Plus size={18} aria-hidden="true" />
          {t('add.trigger')}
        </span>
      }
      items={entries.map((entry) => {
        const Icon = entry.icon;
        return { value: entry.route, label: t(entry.labelKey), icon: <Icon size={16} /> };
      })}
      onSelect={(route) => navigate(route)}
    />
  );
};
