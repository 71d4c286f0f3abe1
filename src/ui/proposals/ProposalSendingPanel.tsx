import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import GitBranchPlus from 'lucide-react/icons/git-branch-plus';
import Plus from 'lucide-react/icons/plus';
import Send from 'lucide-react/icons/send';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { css } from '../../../styled-system/css/index.mjs';
import { getProposal, sendProposalToAddresses, sendProposalToCustomer, updateProposal, type Proposal } from '../../api/proposals.ts';
import { createProposalSendingMachine } from '../../machines/proposalSending/proposalSending.machine.ts';
import type { SendType } from '../../machines/proposalSending/proposalSending.types.ts';
import { ShowProcessButton } from '../processes/ShowProcessButton.tsx';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { Section } from '../components/Section.tsx';
import { Select } from '../components/Select.tsx';
import { TextField } from '../components/TextField.tsx';
import { usePermission } from '../components/usePermission.ts';

const sendingMachine = createProposalSendingMachine<Proposal>();

const SEND_TYPES: readonly SendType[] = ['to', 'cc', 'bcc'];

/**
 * Revision and sending of one proposal on the proposalSending statechart: the view renders its snapshot and sends
 * its events; the refusals (no recipient, no address as recipient) and the undelivered mail are the machine's.
 */
export const ProposalSendingPanel = ({ proposal, onChanged }: { proposal: Proposal; onChanged: () => void }) => {
  const { t } = useTranslation(['proposals', 'common', 'errors']);
  const { client } = useApiClients();
  const canUpdate = usePermission('proposals.update');
  const actor = useActorRef(
    sendingMachine.provide({
      actors: {
        sendProposal: fromPromise(({ input, signal }) =>
          Effect.runPromise(
            Effect.flatMap(
              input.target === 'customer'
                ? sendProposalToCustomer(client, input.proposalId, { addressee: input.addressee.trim() || null })
                : sendProposalToAddresses(client, input.proposalId, { addressee: input.addressee.trim(), mailAddresses: input.addresses.map((address) => ({ email: address.email, sendType: address.sendType })) }),
              () => getProposal(client, input.proposalId),
            ),
            { signal },
          ),
        ),
        openRevision: fromPromise(({ input, signal }) =>
          Effect.runPromise(
            // The server merges an update: a body with only the edit type reopens the proposal exactly as it stands.
            updateProposal(client, input.proposalId, { editType: 'revision' }),
            { signal },
          ),
        ),
      },
      actions: {
        proposalSent: () => {
          notify.success(t('proposals:sending.sent'));
          onChanged();
        },
        revisionOpened: (_, params) => {
          notify.success(t('proposals:sending.revisionOpened', { revision: params.proposal.revision }));
          onChanged();
        },
      },
    }),
    { input: { proposal } },
  );
  const preparing = useSelector(actor, (snapshot) => snapshot.matches('ready') || snapshot.matches('sending') || snapshot.matches('undelivered'));
  const sending = useSelector(actor, (snapshot) => snapshot.matches('sending'));
  const revising = useSelector(actor, (snapshot) => snapshot.matches('revising'));
  const undelivered = useSelector(actor, (snapshot) => snapshot.matches('undelivered'));
  const target = useSelector(actor, (snapshot) => snapshot.context.target);
  const addressee = useSelector(actor, (snapshot) => snapshot.context.addressee);
  const addresses = useSelector(actor, (snapshot) => snapshot.context.addresses);
  const refusal = useSelector(actor, (snapshot) => snapshot.context.refusal);
  const serverRefusal = useSelector(actor, (snapshot) => snapshot.context.serverRefusal);
  const errorTag = useSelector(actor, (snapshot) => snapshot.context.errorTag);
  const canPrepare = useSelector(actor, (snapshot) => snapshot.can({ type: 'send.prepare' }));
  const canRevise = useSelector(actor, (snapshot) => snapshot.can({ type: 'proposal.revise' }));
  const [email, setEmail] = useState('');
  const [sendType, setSendType] = useState<SendType>('to');
  const addAddress = () => {
    if (email.trim() === '') return;
    actor.send({ type: 'address.add', address: { email, sendType } });
    setEmail('');
  };
  return (
    <Section
      title={t('proposals:sending.title')}
      description={t('proposals:sending.description')}
      actions={<ShowProcessButton actor={actor} machineId="proposalSending" />}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {refusal ? <Alert tone="warning">{t(`${refusal.ns}:${refusal.key}`)}</Alert> : null}
        {serverRefusal ? <Alert tone="warning">{serverRefusal}</Alert> : null}
        {undelivered ? (
          <Alert tone="danger">
            {t('proposals:sending.undelivered')} {errorTag ? errorTagText(t, errorTag) : null}
          </Alert>
        ) : errorTag && errorTag !== 'Invalid' ? (
          <Alert tone="danger">{errorTagText(t, errorTag)}</Alert>
        ) : null}
        {!preparing && canUpdate ? (
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            <Button variant="primary" icon={<Send size={16} aria-hidden="true" />} disabled={!canPrepare} onClick={() => actor.send({ type: 'send.prepare' })}>
              {t('proposals:sending.prepare')}
            </Button>
            <Button variant="secondary" icon={<GitBranchPlus size={16} aria-hidden="true" />} loading={revising} disabled={!canRevise && !revising} onClick={() => actor.send({ type: 'proposal.revise' })}>
              {t('proposals:sending.revise')}
            </Button>
          </div>
        ) : null}
        {preparing ? (
          <form
            aria-label={t('proposals:sending.formLabel')}
            className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
            onSubmit={(submitEvent) => {
              submitEvent.preventDefault();
              actor.send({ type: undelivered ? 'send.retry' : 'send.submit' });
            }}
          >
            <Select
              label={t('proposals:sending.target')}
              options={(['customer', 'addresses'] as const).map((value) => ({ value, label: t(`proposals:sending.targets.${value}`) }))}
              value={target}
              disabled={sending || undelivered}
              onValueChange={(value) => actor.send({ type: 'target.choose', target: value === 'addresses' ? 'addresses' : 'customer' })}
            />
            <TextField label={t('proposals:sending.addressee')} hint={t('proposals:sending.addresseeHint')} maxLength={255} value={addressee} disabled={sending || undelivered} onValueChange={(value) => actor.send({ type: 'addressee.change', addressee: value })} />
            {target === 'addresses' ? (
              <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
                <legend className={css({ fontWeight: '600', mb: '1' })}>{t('proposals:sending.addresses')}</legend>
                {addresses.length === 0 ? <p className={css({ color: 'muted' })}>{t('proposals:sending.noAddresses')}</p> : null}
                <ul aria-label={t('proposals:sending.addresses')} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                  {addresses.map((address, index) => (
                    <li key={address.email} className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
                      <span className={css({ fontWeight: '600', minW: '3rem' })}>{t(`proposals:sending.sendTypes.${address.sendType}`)}</span>
                      <span className={css({ flex: '1', overflowWrap: 'anywhere' })}>{address.email}</span>
                      <IconButton aria-label={t('proposals:sending.removeAddress', { email: address.email })} icon={<Trash2 size={16} />} disabled={sending} onClick={() => actor.send({ type: 'address.remove', index })} />
                    </li>
                  ))}
                </ul>
                <div className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', sm: '3fr 1fr auto' }, alignItems: 'end' })}>
                  <TextField label={t('proposals:sending.email')} type="email" value={email} onValueChange={setEmail} disabled={sending} />
                  <Select label={t('proposals:sending.sendType')} options={SEND_TYPES.map((value) => ({ value, label: t(`proposals:sending.sendTypes.${value}`) }))} value={sendType} onValueChange={(value) => setSendType(SEND_TYPES.find((known) => known === value) ?? 'to')} disabled={sending} />
                  <Button type="button" variant="secondary" icon={<Plus size={16} aria-hidden="true" />} onClick={addAddress} disabled={sending}>
                    {t('proposals:sending.addAddress')}
                  </Button>
                </div>
              </fieldset>
            ) : null}
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              <Button type="submit" variant="primary" icon={<Send size={16} aria-hidden="true" />} loading={sending}>
                {undelivered ? t('common:actions.retry') : t('proposals:sending.send')}
              </Button>
              <Button type="button" variant="ghost" disabled={sending} onClick={() => actor.send({ type: 'send.cancel' })}>
                {t('common:actions.cancel')}
              </Button>
            </div>
          </form>
        ) : null}
      </div>
    </Section>
  );
};
