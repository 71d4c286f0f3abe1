import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Sample } from '../../api/samples.ts';
import { deriveSampleStatus, type SampleDecision, type SampleDepartment } from '../../domain/sampleApproval.ts';
import { connectSampleApproval, type DepartmentView, type SampleApprovalView } from '../../machines/sampleApproval/sampleApproval.connect.ts';
import { createSampleApprovalLogic } from '../../machines/sampleApproval/sampleApproval.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { errorTagText } from '../components/messageText.ts';
import { Section } from '../components/Section.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { TextArea } from '../components/TextArea.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { ShowProcessButton } from '../components/ShowProcessButton.tsx';
import { sampleOutcome } from './sampleOutcome.ts';
import { APPROVAL_TONES, SAMPLE_STATUS_TONES } from './sampleStatus.ts';
import { useConnected } from '../components/useConnected.ts';

const DECISION_LABELS: Readonly<Record<SampleDecision, string>> = { approved: 'approve', evaluated: 'evaluate', denied: 'deny' };

const DECISION_VARIANTS: Readonly<Record<SampleDecision, 'danger' | 'primary' | 'secondary'>> = { approved: 'primary', evaluated: 'secondary', denied: 'danger' };

/** The confirmation of one department's decision, with the optional note that goes with it. */
const DecisionConfirmation = ({ view }: { view: DepartmentView<Sample> }) => {
  const { t } = useTranslation(['samples']);
  const [notes, setNotes] = useState('');
  const decision = view.confirming ? t(`samples:approval.${DECISION_LABELS[view.confirming]}`) : '';
  const close = () => {
    setNotes('');
    view.cancel();
  };
  return (
    <ConfirmDialog
      open={view.confirming !== null}
      title={t('samples:approval.confirmTitle', { decision, department: t(`samples:departments.${view.department}`) })}
      description={t('samples:approval.confirmDescription')}
      confirmLabel={t('samples:approval.confirm', { decision })}
      destructive={view.confirming === 'denied'}
      onCancel={close}
      onConfirm={() => {
        view.confirm(notes);
        setNotes('');
      }}
    >
      <TextArea label={t('samples:approval.notes')} hint={t('samples:approval.notesHint')} value={notes} onValueChange={setNotes} rows={3} />
    </ConfirmDialog>
  );
};

/** One department's region: its decision, who took it and when, its note, and its three choices for who may decide. */
const DepartmentCard = ({ view }: { view: DepartmentView<Sample> }) => {
  const { t } = useTranslation(['samples', 'common', 'errors']);
  const dates = useDateFormat();
  const { department, approval, refusal, failure, failureMessage, choices } = view;
  const headingId = `approval-${department}`;
  return (
    <section aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3', borderWidth: '1px', borderColor: 'border', borderRadius: 'card' })}>
      <h3 id={headingId} className={css({ fontWeight: '700' })}>
        {t(`samples:departments.${department}`)}
      </h3>
      <div>
        <StatusBadge status={approval.status} tones={APPROVAL_TONES} label={t(`samples:approval.${approval.status}`)} />
      </div>
      {approval.by ? <p className={css({ color: 'muted', textStyle: 'small' })}>{t('samples:approval.by', { name: approval.by.name, when: approval.at ? dates.dateTime(approval.at) : '' })}</p> : null}
      {approval.notes ? <p className={css({ whiteSpace: 'pre-line' })}>{approval.notes}</p> : null}
      {refusal ? (
        <Alert tone="warning" onDismiss={view.dismiss}>
          {t(`${refusal.ns}:${refusal.key}`)}
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="danger" onDismiss={view.dismiss}>
          {failureMessage ?? errorTagText(t, failure)}
        </Alert>
      ) : null}
      {choices ? (
        <div role="group" aria-label={t('samples:approval.decide', { department: t(`samples:departments.${department}`) })} className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {choices.map((choice) => (
            <Button key={choice.decision} size="sm" variant={DECISION_VARIANTS[choice.decision]} loading={choice.loading} disabled={choice.disabled} onClick={choice.onPress}>
              {t(`samples:approval.${DECISION_LABELS[choice.decision]}`)}
            </Button>
          ))}
        </div>
      ) : null}
      <DecisionConfirmation view={view} />
    </section>
  );
};

/** Where the sample stands, in one sentence: both approved, who denied, or who has still to approve. */
const OutcomeLine = ({ view }: { view: SampleApprovalView<Sample> }) => {
  const { t } = useTranslation(['samples']);
  const { technical, sales } = view;
  const overall = deriveSampleStatus(technical, sales);
  const outcome = sampleOutcome(technical, sales);
  const department = (d: SampleDepartment) => t(`samples:departments.${d}`);
  const text =
    outcome.key === 'denied'
      ? t('samples:approval.outcome.denied', { department: department(outcome.department) })
      : outcome.key === 'in_evaluation'
        ? t('samples:approval.outcome.in_evaluation', {
            waiting: outcome.waiting.key === 'waitingOne' ? t('samples:approval.outcome.waitingOne', { department: department(outcome.waiting.department) }) : t('samples:approval.outcome.waitingBoth'),
          })
        : t(`samples:approval.outcome.${outcome.key}`);
  return (
    <p role="status" className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
      <span className={css({ fontWeight: '600' })}>{t('samples:approval.outcome.title')}:</span>
      <StatusBadge status={overall} tones={SAMPLE_STATUS_TONES} label={t(`samples:status.${overall}`)} />
      <span>{text}</span>
    </p>
  );
};

/**
 * The sample's dual approval on the sampleApproval statechart: Technical Direction and Sales Management side by side
 * (its two parallel regions), the overall status derived from both.
 */
export const SampleApprovalPanel = ({ sample, userId, canApprove, onChanged }: { sample: Sample; userId: number; canApprove: boolean; onChanged: () => void }) => {
  const { t } = useTranslation(['samples']);
  const { client } = useApiClients();
  const actor = useActorRef(createSampleApprovalLogic({ client, onChanged }), { input: { sample, userId, canApprove } });
  // The sample read again (after a decision, or one someone else's overtook): the machine follows it.
  useEffect(() => {
    if (actor.getSnapshot().context.sample !== sample) actor.send({ type: 'sample.updated', sample });
  }, [actor, sample]);
  const view = useConnected(actor, connectSampleApproval);
  return (
    <Section title={t('samples:approval.title')} description={t('samples:approval.description')} actions={<ShowProcessButton actor={actor} machineId="sampleApproval" />}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <OutcomeLine view={view} />
        <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
          <DepartmentCard view={view.departments.technical_direction} />
          <DepartmentCard view={view.departments.sales_management} />
        </div>
      </div>
    </Section>
  );
};
