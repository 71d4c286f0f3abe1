import ShieldX from 'lucide-react/icons/shield-x';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { MENU_ENTRIES, type TenantModule } from '../menu/menuEntries.ts';

export type AccessDeniedScreenProps = {
  /** The tenant switched this module off: said as such, not as a missing permission of the user. */
  readonly switchedOff?: TenantModule | null | undefined;
};

/** Shown instead of a screen opened by URL without its permission or module: a refusal, so no retry is offered. */
export const AccessDeniedScreen = ({ switchedOff = null }: AccessDeniedScreenProps) => {
  const { t } = useTranslation('app');
  const moduleLabelKey = switchedOff === null ? undefined : MENU_ENTRIES.find((entry) => entry.tenantModule === switchedOff)?.labelKey;
  const message = moduleLabelKey === undefined ? t('accessDenied.message') : t('accessDenied.moduleOff', { module: t(moduleLabelKey) });
  return (
    <>
      <PageHeader title={t('accessDenied.title')} />
      <EmptyState icon={<ShieldX size={28} aria-hidden="true" />} message={message} action={<Link href="/dashboard">{t('accessDenied.home')}</Link>} />
    </>
  );
};
