import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Effect } from 'effect';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { css } from '../../../styled-system/css/index.mjs';
import { decideSample, type Sample } from '../../api/samples.ts';
import { deriveSampleStatus, SAMPLE_DECISIONS, type SampleDecision, type SampleDepartment } from '../../domain/sampleApproval.ts';
import { createSampleApprovalMachine } from '../../machines/sampleApproval/sampleApproval.machine.ts';
import type { DecisionRequest } from '../../machines/sampleApproval/sampleApproval.types.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { errorTagText } from '../components/messageText.ts';
import { Section } from '../components/Section.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { TextArea } from '../components/TextArea.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { ShowProcessButton } from '../processes/ShowProcessButton.tsx';
import { sampleOutcome } from './sampleOutcome.ts';
import { APPROVAL_TONES, SAMPLE_STATUS_TONES } from './sampleStatus.ts';

const approvalMachine = createSampleApprovalMachine<Sample>();

type ApprovalActor = ReturnType<typeof useActorRef<typeof approvalMachine>>;

const REGIONS = { technical_direction: { region: 'technical', event: 'technical.decide', approval: 'technicalDirection' }, sales_management: { region: 'sales', event: 'sales.decide', approval: 'salesManagement' } } as const;

const DECISION_LABELS: Readonly<Record<SampleDecision, string>> = { approved: 'approve', evaluated: 'evaluate', denied: 'deny' };

const DECISION_VARIANTS: Readonly<Record<SampleDecision, 'danger' | 'primary' | 'secondary'>> = { approved: 'primary', evaluated: 'secondary', denied: 'danger' };

/** The confirmation of one department's decision, with the optional note that goes with it. */
const DecisionConfirmation = ({ actor, department }: { actor: ApprovalActor; department: SampleDepartment }) => {
  const { t } = useTranslation(['samples']);
  const { region } = REGIONS[department];
  const pending = useSelector(actor, (snapshot) => (snapshot.matches({ [region]: 'confirming' }) ? (department === 'technical_direction' ? snapshot.context.technicalPending : snapshot.context.salesPending) : null));
  const [notes, setNotes] = useState('');
  const decision = pending ? t(`samples:approval.${DECISION_LABELS[pending.status]}`) : '';
  const close = () => {
    setNotes('');
    actor.send({ type: `${region}.cancel` });
  };
  return (
    <ConfirmDialog
      open={pending !== null}
      title={t('samples:approval.confirmTitle', { decision, department: t(`samples:departments.${department}`) })}
      description={t('samples:approval.confirmDescription')}
      confirmLabel={t('samples:approval.confirm', { decision })}
      destructive={pending?.status === 'denied'}
      onCancel={close}
      onConfirm={() => {
        actor.send({ type: `${region}.confirm`, notes });
        setNotes('');
      }}
    >
      <TextArea label={t('samples:approval.notes')} hint={t('samples:approval.notesHint')} value={notes} onValueChange={setNotes} rows={3} />
    </ConfirmDialog>
  );
};

/** One department's region: its decision, who took it and when, its note, and its three choices for who may decide. */
const DepartmentCard = ({ actor, department }: { actor: ApprovalActor; department: SampleDepartment }) => {
  const { t } = useTranslation(['samples', 'common', 'errors']);
  const dates = useDateFormat();
  const { region, event, approval: key } = REGIONS[department];
  const approval = useSelector(actor, (snapshot) => snapshot.context.sample.approvals[key]);
  const deciding = useSelector(actor, (snapshot) => snapshot.matches({ [region]: 'deciding' }));
  // Whoever may not decide (no `samples.approve`) sees the decision, not the buttons: the statechart takes none. While
  // a decision is on its way the buttons stay, the chosen one busy.
  const mayDecide = useSelector(actor, (snapshot) => snapshot.matches({ [region]: 'deciding' }) || SAMPLE_DECISIONS.some((decision) => snapshot.can({ type: event, decision })));
  const pending = useSelector(actor, (snapshot) => (department === 'technical_direction' ? snapshot.context.technicalPending : snapshot.context.salesPending));
  const refusal = useSelector(actor, (snapshot) => (snapshot.context.refusal?.department === department ? snapshot.context.refusal.message : null));
  const failure = useSelector(actor, (snapshot) => (snapshot.context.failure?.department === department ? snapshot.context.failure.tag : null));
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
        <Alert tone="warning" onDismiss={() => actor.send({ type: 'approval.dismiss' })}>
          {t(`${refusal.ns}:${refusal.key}`)}
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="danger" onDismiss={() => actor.send({ type: 'approval.dismiss' })}>
          {errorTagText(t, failure)}
        </Alert>
      ) : null}
      {mayDecide ? (
        <div role="group" aria-label={t('samples:approval.decide', { department: t(`samples:departments.${department}`) })} className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {SAMPLE_DECISIONS.map((decision) => (
            <Button
              key={decision}
              size="sm"
              variant={DECISION_VARIANTS[decision]}
              loading={deciding && pending?.status === decision}
              disabled={deciding && pending?.status !== decision}
              onClick={() => actor.send({ type: event, decision })}
            >
              {t(`samples:approval.${DECISION_LABELS[decision]}`)}
            </Button>
          ))}
        </div>
      ) : null}
      <DecisionConfirmation actor={actor} department={department} />
    </section>
  );
};

/** Where the sample stands, in one sentence: both approved, who denied, or who has still to approve. */
const OutcomeLine = ({ actor }: { actor: ApprovalActor }) => {
  const { t } = useTranslation(['samples']);
  const technical = useSelector(actor, (snapshot) => snapshot.context.sample.approvals.technicalDirection.status);
  const sales = useSelector(actor, (snapshot) => snapshot.context.sample.approvals.salesManagement.status);
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
  const decide = fromPromise<Sample, DecisionRequest>(({ input, signal }) =>
    Effect.runPromise(decideSample(client, input.sampleId, input.department, { status: input.status, notes: input.notes }), { signal }),
  );
  const actor = useActorRef(approvalMachine.provide({ actors: { decideTechnical: decide, decideSales: decide }, actions: { decisionRecorded: () => onChanged() } }), {
    input: { sample, userId, canApprove },
  });
  return (
    <Section title={t('samples:approval.title')} description={t('samples:approval.description')} actions={<ShowProcessButton actor={actor} machineId="sampleApproval" />}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <OutcomeLine actor={actor} />
        <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
          <DepartmentCard actor={actor} department="technical_direction" />
          <DepartmentCard actor={actor} department="sales_management" />
        </div>
      </div>
    </Section>
  );
};
