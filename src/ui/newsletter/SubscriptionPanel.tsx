import { useActorRef } from '@xstate/react';
import BellOff from 'lucide-react/icons/bell-off';
import BellRing from 'lucide-react/icons/bell-ring';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { NewsletterGroup, NewsletterRecipient } from '../../api/newsletter.ts';
import { registerLiveActor } from '../../machines/liveActors.ts';
import { connectNewsletterSubscription, type SubscriptionFailure } from '../../machines/newsletterSubscription/newsletterSubscription.connect.ts';
import { createNewsletterSubscriptionLogic } from '../../machines/newsletterSubscription/newsletterSubscription.logic.ts';
import type { SubscribedRecipient } from '../../machines/newsletterSubscription/newsletterSubscription.types.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { errorTagText } from '../components/messageText.ts';
import { Section } from '../components/Section.tsx';
import { ShowProcessButton } from '../components/ShowProcessButton.tsx';
import { RecipientAddForm } from './RecipientAddForm.tsx';
import { RecipientStatusBadge } from './RecipientStatusBadge.tsx';
import { useConnected } from '../components/useConnected.ts';

const failureText = (t: TFunction, failure: SubscriptionFailure): string => {
  switch (failure.kind) {
    case 'refused':
      return t(`newsletter:subscription.refused.${failure.refusal}`);
    case 'serviceFailed':
      return t('newsletter:subscription.serviceFailed');
    case 'notConfigured':
      return t('newsletter:subscription.notConfigured');
    case 'failed':
      return errorTagText(t, failure.tag);
  }
};

export type SubscriptionPanelProps = {
  listId: number;
  groups: readonly NewsletterGroup[];
  /** Null: add a new recipient. */
  recipient: NewsletterRecipient | null;
  canChange: boolean;
  onChanged: (recipient: SubscribedRecipient) => void;
};

/** Adds a recipient and moves its subscription along the statechart (spec §4): PENDING → OPTIN (the recipient's own confirmation) → OPTOUT → again with a confirmation e-mail. */
export const SubscriptionPanel = ({ listId, groups, recipient, canChange, onChanged }: SubscriptionPanelProps) => {
  const { t } = useTranslation(['newsletter', 'common', 'ui']);
  const { client } = useApiClients();
  const actor = useActorRef(createNewsletterSubscriptionLogic({ client, onChanged }), { input: { target: { kind: 'list', listId }, recipient } });
  useEffect(() => registerLiveActor('newsletterSubscription', actor), [actor]);
  const view = useConnected(actor, connectNewsletterSubscription);
  const { status, refresh, change, failure } = view;
  return (
    <Section title={view.email ? t('newsletter:subscription.of', { email: view.email }) : t('newsletter:recipients.addTitle')} actions={<ShowProcessButton actor={actor} machineId="newsletterSubscription" />}>
      <div data-testid="subscription" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {status === null ? (
          <>
            <p className={css({ color: 'muted', textStyle: 'small' })}>{t('newsletter:subscription.newHint')}</p>
            {canChange ? <RecipientAddForm listId={listId} groups={groups} busy={view.add.busy} onAdd={view.add.onAdd} /> : null}
          </>
        ) : (
          <>
            <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
              <span className={css({ color: 'muted', textStyle: 'small' })}>{t('newsletter:fields.status')}</span>
              <RecipientStatusBadge status={status} />
            </div>
            {status === 'PENDING' ? <p className={css({ color: 'muted', textStyle: 'small' })}>{t('newsletter:subscription.pendingHint')}</p> : null}
            {status === 'OPTOUT' ? <p className={css({ color: 'muted', textStyle: 'small' })}>{t('newsletter:subscription.unsubscribedHint')}</p> : null}
            {canChange ? (
              <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })}>
                {refresh ? (
                  <Button variant="secondary" icon={<RefreshCw size={16} aria-hidden="true" />} disabled={refresh.disabled} loading={refresh.loading} onClick={refresh.onPress}>
                    {t('newsletter:subscription.refresh')}
                  </Button>
                ) : null}
                {change.kind === 'subscribe' ? (
                  <Button variant="primary" icon={<BellRing size={16} aria-hidden="true" />} disabled={change.disabled} loading={change.loading} onClick={change.onPress}>
                    {t('newsletter:subscription.subscribe')}
                  </Button>
                ) : (
                  <Button variant="secondary" icon={<BellOff size={16} aria-hidden="true" />} disabled={change.disabled} loading={change.loading} onClick={change.onPress}>
                    {t('newsletter:subscription.unsubscribe')}
                  </Button>
                )}
              </div>
            ) : null}
          </>
        )}
        {failure ? (
          <Alert tone={failure.kind === 'refused' ? 'warning' : 'danger'} onDismiss={view.dismiss}>
            {failureText(t, failure)}
          </Alert>
        ) : null}
      </div>
    </Section>
  );
};
