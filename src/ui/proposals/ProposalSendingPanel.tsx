import { useActorRef } from '@xstate/react';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import GitBranchPlus from 'lucide-react/icons/git-branch-plus';
import Plus from 'lucide-react/icons/plus';
import Send from 'lucide-react/icons/send';
import Trash2 from 'lucide-react/icons/trash';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Proposal } from '../../api/proposals.ts';
import { connectProposalSending } from '../../machines/proposalSending/proposalSending.connect.ts';
import { createProposalSendingLogic } from '../../machines/proposalSending/proposalSending.logic.ts';
import type { SendType } from '../../machines/proposalSending/proposalSending.types.ts';
import { ShowProcessButton } from '../components/ShowProcessButton.tsx';
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
import { useConnected } from '../components/useConnected.ts';
import { attentionLine } from '../../domain/proposalAttention.ts';
import { email as emailFailure } from '../../domain/validation/email.ts';

const SEND_TYPES: readonly SendType[] = ['to', 'cc', 'bcc'];

/**
 * Revision and sending of one proposal on the proposalSending statechart: the view renders what
 * proposalSending.connect.ts reads from its snapshot and sends its events; the calls are proposalSending.logic.ts's,
 * the refusals (no recipient, no address as recipient) and the undelivered mail the machine's.
 */
export const ProposalSendingPanel = ({ proposal, onChanged }: { proposal: Proposal; onChanged: () => void }) => {
  const { t } = useTranslation(['proposals', 'common', 'errors', 'validation']);
  const { client } = useApiClients();
  const canUpdate = usePermission('proposals.update');
  const actor = useActorRef(
    createProposalSendingLogic({
      client,
      onSent: () => {
        notify.success(t('proposals:sending.sent'));
        onChanged();
      },
      onRevisionOpened: (opened) => {
        notify.success(t('proposals:sending.revisionOpened', { revision: opened.revision }));
        onChanged();
      },
      onOutcomeRecorded: (answered) => {
        notify.success(t(`proposals:sending.outcomeRecorded.${answered.status === 'rejected' ? 'rejected' : 'accepted'}`));
        onChanged();
      },
    }),
    { input: { proposal } },
  );
  // The screen read the proposal again (the edit form, its validity passed): the machine routes on what it says now.
  // Its addressees too: the "for the attention of" field starts from their attention line (until the person types).
  const attention = attentionLine(proposal.addressees);
  useEffect(() => {
    actor.send({ type: 'proposal.changed', proposal: { id: proposal.id, status: proposal.status, revision: proposal.revision, addressees: [{ role: 'attention', name: attention }] } });
  }, [actor, proposal.id, proposal.status, proposal.revision, attention]);
  const { preparing, sending, revising, undelivered, canPrepare, canRevise, canRecordOutcome, recordingOutcome, submit, target, addressee, addresses, refusal, serverRefusal, error } = useConnected(actor, connectProposalSending);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sendType, setSendType] = useState<SendType>('to');
  /** Adds the typed address (true), refuses one that is not an address under its field (false); nothing typed: true. */
  const addAddress = (): boolean => {
    if (email.trim() === '') return true;
    if (emailFailure(email.trim()) !== null) {
      setEmailError(t('validation:email'));
      return false;
    }
    actor.send({ type: 'address.add', address: { email, sendType } });
    setEmail('');
    return true;
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
            {t('proposals:sending.undelivered')} {error ? errorTagText(t, error) : null}
          </Alert>
        ) : error ? (
          <Alert tone="danger">{errorTagText(t, error)}</Alert>
        ) : null}
        {!preparing && canUpdate ? (
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            <Button variant="primary" icon={<Send size={16} aria-hidden="true" />} disabled={!canPrepare} onClick={() => actor.send({ type: 'send.prepare' })}>
              {t('proposals:sending.prepare')}
            </Button>
            <Button variant="secondary" icon={<GitBranchPlus size={16} aria-hidden="true" />} loading={revising} disabled={!canRevise && !revising} onClick={() => actor.send({ type: 'proposal.revise' })}>
              {t('proposals:sending.revise')}
            </Button>
            {canRecordOutcome || recordingOutcome !== null ? (
              <>
                <Button variant="secondary" icon={<CircleCheck size={16} aria-hidden="true" />} loading={recordingOutcome === 'accepted'} disabled={recordingOutcome !== null} onClick={() => actor.send({ type: 'outcome.record', outcome: 'accepted' })}>
                  {t('proposals:sending.recordAccepted')}
                </Button>
                <Button variant="secondary" icon={<CircleX size={16} aria-hidden="true" />} loading={recordingOutcome === 'rejected'} disabled={recordingOutcome !== null} onClick={() => actor.send({ type: 'outcome.record', outcome: 'rejected' })}>
                  {t('proposals:sending.recordRejected')}
                </Button>
              </>
            ) : null}
          </div>
        ) : null}
        {preparing ? (
          <form
            aria-label={t('proposals:sending.formLabel')}
            className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
            onSubmit={(submitEvent) => {
              submitEvent.preventDefault();
              // An address typed but not yet added goes with the mail (sent without it, it was dropped unseen).
              if (target === 'addresses' && !addAddress()) return;
              actor.send({ type: submit });
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
                  <TextField
                    label={t('proposals:sending.email')}
                    type="email"
                    value={email}
                    onValueChange={(value) => {
                      setEmail(value);
                      setEmailError(null);
                    }}
                    // Enter adds the address, as the button beside it does (it submitted the mail, without it).
                    onKeyDown={(keyEvent) => {
                      if (keyEvent.key !== 'Enter') return;
                      keyEvent.preventDefault();
                      addAddress();
                    }}
                    errors={emailError === null ? undefined : [emailError]}
                    disabled={sending}
                  />
                  <Select label={t('proposals:sending.sendType')} options={SEND_TYPES.map((value) => ({ value, label: t(`proposals:sending.sendTypes.${value}`) }))} value={sendType} onValueChange={(value) => setSendType(SEND_TYPES.find((known) => known === value) ?? 'to')} disabled={sending} />
                  <Button type="button" variant="secondary" icon={<Plus size={16} aria-hidden="true" />} onClick={() => addAddress()} disabled={sending}>
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
