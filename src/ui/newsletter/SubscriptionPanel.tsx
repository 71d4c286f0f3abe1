import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import BellOff from 'lucide-react/icons/bell-off';
import BellRing from 'lucide-react/icons/bell-ring';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { css } from '../../../styled-system/css/index.mjs';
import type { NewsletterGroup, NewsletterRecipient } from '../../api/newsletter.ts';
import { registerLiveActor } from '../../machines/liveActors.ts';
import { createNewsletterSubscriptionMachine } from '../../machines/newsletterSubscription/newsletterSubscription.machine.ts';
import { selectEmail, selectErrorTag, selectPendingKind, selectRefusal, selectStatus } from '../../machines/newsletterSubscription/newsletterSubscription.selectors.ts';
import type { SubscribedRecipient } from '../../machines/newsletterSubscription/newsletterSubscription.types.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { errorTagText } from '../components/messageText.ts';
import { Section } from '../components/Section.tsx';
import { ShowProcessButton } from '../processes/ShowProcessButton.tsx';
import { RecipientAddForm } from './RecipientAddForm.tsx';
import { RecipientStatusBadge } from './RecipientStatusBadge.tsx';
import { runSubscription } from './subscriptionCalls.ts';

const subscription = createNewsletterSubscriptionMachine();

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
  const actor = useActorRef(
    subscription.provide({
      actors: { subscription: fromPromise(({ input, signal }) => Effect.runPromise(runSubscription(client, input), { signal })) },
      actions: { statusChanged: (_, params) => onChanged(params.recipient) },
    }),
    { input: { target: { kind: 'list', listId }, recipient } },
  );
  useEffect(() => registerLiveActor('newsletterSubscription', actor), [actor]);
  const status = useSelector(actor, selectStatus);
  const email = useSelector(actor, selectEmail);
  const pending = useSelector(actor, selectPendingKind);
  const errorTag = useSelector(actor, selectErrorTag);
  const refusal = useSelector(actor, selectRefusal);
  const canRefresh = useSelector(actor, (s) => s.can({ type: 'recipient.refresh' }));
  const canUnsubscribe = useSelector(actor, (s) => s.can({ type: 'recipient.unsubscribe' }));
  const canSubscribe = useSelector(actor, (s) => s.can({ type: 'recipient.subscribe' }));
  const failure =
    errorTag === null
      ? null
      : refusal !== null
        ? t(`newsletter:subscription.refused.${refusal}`)
        : errorTag === 'Server'
          ? t('newsletter:subscription.serviceFailed')
          : errorTag === 'Conflict'
            ? t('newsletter:subscription.notConfigured')
            : errorTagText(t, errorTag);
  return (
    <Section title={email ? t('newsletter:subscription.of', { email }) : t('newsletter:recipients.addTitle')} actions={<ShowProcessButton actor={actor} machineId="newsletterSubscription" />}>
      <div data-testid="subscription" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {status === null ? (
          <>
            <p className={css({ color: 'muted', textStyle: 'small' })}>{t('newsletter:subscription.newHint')}</p>
            {canChange ? (
              <RecipientAddForm listId={listId} groups={groups} busy={pending === 'add'} onAdd={(draft, confirmEmail, target) => actor.send({ type: 'recipient.add', recipient: draft, confirmEmail, target })} />
            ) : null}
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
                {status === 'PENDING' ? (
                  <Button variant="secondary" icon={<RefreshCw size={16} aria-hidden="true" />} disabled={!canRefresh && pending !== 'refresh'} loading={pending === 'refresh'} onClick={() => actor.send({ type: 'recipient.refresh' })}>
                    {t('newsletter:subscription.refresh')}
                  </Button>
                ) : null}
                {status === 'OPTOUT' ? (
                  <Button variant="primary" icon={<BellRing size={16} aria-hidden="true" />} disabled={!canSubscribe && pending !== 'subscribe'} loading={pending === 'subscribe'} onClick={() => actor.send({ type: 'recipient.subscribe' })}>
                    {t('newsletter:subscription.subscribe')}
                  </Button>
                ) : (
                  <Button variant="secondary" icon={<BellOff size={16} aria-hidden="true" />} disabled={!canUnsubscribe && pending !== 'unsubscribe'} loading={pending === 'unsubscribe'} onClick={() => actor.send({ type: 'recipient.unsubscribe' })}>
                    {t('newsletter:subscription.unsubscribe')}
                  </Button>
                )}
              </div>
            ) : null}
          </>
        )}
        {failure ? (
          <Alert tone={refusal === null ? 'danger' : 'warning'} onDismiss={() => actor.send({ type: 'subscription.dismiss' })}>
            {failure}
          </Alert>
        ) : null}
      </div>
    </Section>
  );
};
