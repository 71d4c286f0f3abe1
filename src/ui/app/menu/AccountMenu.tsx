import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { css } from '../../../../styled-system/css/index.mjs';
import { Avatar } from '../../components/Avatar.tsx';
import { LazyMenu } from './LazyMenu.tsx';
import { connectAccount } from '../../../machines/session/session.connect.ts';
import { useSessionView } from '../sessionHooks.ts';

/** Account menu (Ark Menu): settings and logout, which clears the session and goes to login. */
export const AccountMenu = () => {
  const { t } = useTranslation('app');
  const [, navigate] = useLocation();
  const { user, canLogout, logout } = useSessionView(connectAccount);
  if (user === null) return null;
  return (
    <LazyMenu
      triggerLabel={t('account.label', { name: user.name })}
      trigger={
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
          <Avatar name={user.name} src={user.avatarUrl} size="sm" decorative />
          <span className={css({ display: { base: 'none', sm: 'inline' }, maxW: '12rem', truncate: true })}>{user.name}</span>
        </span>
      }
      items={[
        { value: 'settings', label: t('account.settings'), icon: <Settings size={16} /> },
        { value: 'logout', label: t('account.logout'), icon: <LogOut size={16} />, disabled: !canLogout },
      ]}
      onSelect={(value) => (value === 'logout' ? logout() : navigate('/settings'))}
    />
  );
};
