import { useTranslation } from 'react-i18next';
import type { BadgeTone } from '../components/Badge.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import type { SubscriptionStatus } from '../../machines/newsletterSubscription/newsletterSubscription.types.ts';

const TONES: Readonly<Record<SubscriptionStatus, BadgeTone>> = { OPTIN: 'success', PENDING: 'warning', OPTOUT: 'neutral' };

/** OPTIN subscribed, PENDING waiting for the confirmation, OPTOUT unsubscribed (spec §4). */
export const RecipientStatusBadge = ({ status }: { status: SubscriptionStatus }) => {
  const { t } = useTranslation('newsletter');
  return <StatusBadge status={status} tones={TONES} label={t(`newsletter:status.${status}`)} />;
};
