import ShieldX from 'lucide-react/icons/shield-x';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EmptyState } from './EmptyState.tsx';

/**
 * Shown instead of an edit form opened by URL on a record outside the user's record scope (someone else's, outside
 * their team: the server would answer 403): a refusal in words and the way back to the record, no form to fill in.
 */
export const OutOfScopeState = ({ backHref }: { readonly backHref: string }) => {
  const { t } = useTranslation('ui');
  return <EmptyState icon={<ShieldX size={28} aria-hidden="true" />} message={t('scope.refused')} action={<Link href={backHref}>{t('scope.back')}</Link>} />;
};
