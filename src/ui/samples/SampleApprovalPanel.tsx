import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { css } from '../../../styled-system/css/index.mjs';
import { decideSample, type Sample } from '../../api/samples.ts';
import { deriveSampleStatus, SAMPLE_DECISIONS, type SampleDecision, type SampleDepartment } from '../../domain/sampleApproval.ts';
import { createSampleApprovalMachine } from '../../machines/sampleApproval/sampleApproval.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { errorTagText } from '../components/messageText.ts';
import { Section } from '../components/Section.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { ShowProcessButton } from '../processes/ShowProcessButton.tsx';
import { APPROVAL_TONES, SAMPLE_STATUS_TONES } from './sampleStatus.ts';

const approvalMachine = createSampleApprovalMachine<Sample>();

type ApprovalActor = ReturnType<typeof useActorRef<typeof approvalMachine>>;

const REGIONS = { technical_direction: { region: 'technical', event: 'technical.decide', approval: 'technicalDirection' }, sales_management: { region: 'sales', event: 'sales.decide', approval: 'salesManagement' } } as const;

const DECISION_LABELS: Readonly<Record<SampleDecision, string>> = { approved: 'approve', evaluated: 'evaluate', denied: 'deny' };

/** One department's region: its decision, who took it and when, and its three choices. */
const DepartmentCard = ({ actor, department }: { actor: ApprovalActor; department: SampleDepartment }) => {
  const { t } = useTranslation(['samples', 'common', 'errors']);
  const dates = useDateFormat();
  const { region, event, approval: key } = REGIONS[department];
  const approval = useSelector(actor, (snapshot) => snapshot.context.sample.approvals[key]);
  const deciding = useSelector(actor, (snapshot) => snapshot.matches({ [region]: 'deciding' }));
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
      {approval.notes ? <p>{approval.notes}</p> : null}
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
      <div role="group" aria-label={t('samples:approval.decide', { department: t(`samples:departments.${department}`) })} className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {SAMPLE_DECISIONS.map((decision) => (
          <Button
            key={decision}
            size="sm"
            variant={decision === 'denied' ? 'danger' : decision === 'approved' ? 'primary' : 'secondary'}
            loading={deciding && pending?.status === decision}
            disabled={deciding && pending?.status !== decision}
            onClick={() => actor.send({ type: event, decision })}
          >
            {t(`samples:approval.${DECISION_LABELS[decision]}`)}
          </Button>
        ))}
      </div>
    </section>
  );
};

/**
 * The sample's dual approval on the sampleApproval statechart: Technical Direction and Sales Management side by side
 * (its two parallel regions), the overall status derived from both.
 */
export const SampleApprovalPanel = ({ sample, userId, canApprove, onChanged }: { sample: Sample; userId: number; canApprove: boolean; onChanged: () => void }) => {
  const { t } = useTranslation(['samples']);
  const { client } = useApiClients();
  const decide = fromPromise<Sample, { sampleId: number; department: SampleDepartment; status: SampleDecision }>(({ input, signal }) =>
    Effect.runPromise(decideSample(client, input.sampleId, input.department, { status: input.status }), { signal }),
  );
  const actor = useActorRef(approvalMachine.provide({ actors: { decideTechnical: decide, decideSales: decide }, actions: { decisionRecorded: () => onChanged() } }), {
    input: { sample, userId, canApprove },
  });
  const overall = useSelector(actor, (snapshot) => deriveSampleStatus(snapshot.context.sample.approvals.technicalDirection.status, snapshot.context.sample.approvals.salesManagement.status));
  return (
    <Section title={t('samples:approval.title')} description={t('samples:approval.description')} actions={<ShowProcessButton actor={actor} machineId="sampleApproval" />}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <p>
          {t('samples:approval.overall')} <StatusBadge status={overall} tones={SAMPLE_STATUS_TONES} label={t(`samples:status.${overall}`)} />
        </p>
        <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
          <DepartmentCard actor={actor} department="technical_direction" />
          <DepartmentCard actor={actor} department="sales_management" />
        </div>
      </div>
    </Section>
  );
};
