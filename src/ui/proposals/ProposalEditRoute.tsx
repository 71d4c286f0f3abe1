import { Effect } from 'effect';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { getProposal, updateProposal, type Proposal } from '../../api/proposals.ts';
import { createFormMachine } from '../../machines/generic/form.machine.ts';
import { createRecordMachine } from '../../machines/generic/record.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { useForm } from '../components/useForm.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { proposalMissing } from './proposalMissing.ts';
import { isUnchanged, proposalToValues, proposalUpdateBody, type ProposalFormValues } from './proposalForm.ts';
import { localizeProposalErrors } from './proposalServerErrors.ts';
import { proposalValidation } from './proposalValidation.ts';
import { ProposalForm } from './ProposalForm.tsx';

const proposalRecord = createRecordMachine<Proposal>();
const proposalForm = createFormMachine<ProposalFormValues, Proposal>();

const EditProposal = ({ proposal, language }: { proposal: Proposal; language: string }) => {
  const { t } = useTranslation(['proposals', 'common']);
  const { client } = useApiClients();
  const [, navigate] = useLocation();
  const initialValues = proposalToValues(proposal, language);
  const form = useForm(proposalForm, {
    initialValues,
    validate: proposalValidation(t, language),
    // Saving what was loaded writes nothing: no request, so neither the record, its status nor its revision moves.
    submit: (values) => (isUnchanged(values, initialValues, language) ? Effect.succeed(proposal) : Effect.mapError(updateProposal(client, proposal.id, proposalUpdateBody(values, language)), localizeProposalErrors(t))),
    onSucceeded: (saved) => {
      notify.success(t('common:notices.updated', { name: t('proposals:entity') }));
      navigate(`/proposals/${saved.id}`);
    },
    onFailed: () => notify.error(t('common:notices.notUpdated', { name: t('proposals:entity') })),
  });
  return <ProposalForm form={form} withEditType submitLabel={t('common:actions.save')} onCancel={() => navigate(`/proposals/${proposal.id}`)} />;
};

/** proposals/{proposalId}/edit: a standard edit corrects the current revision, a revision edit opens the next one. */
const ProposalEditRoute = () => {
  const { t, i18n } = useTranslation(['proposals', 'common']);
  const { client } = useApiClients();
  const { proposalId } = useParams<{ proposalId: string }>();
  const proposal = useRecord(proposalRecord, proposalMissing, idFromParam(proposalId), (id) => getProposal(client, id));
  return (
    <>
      <PageHeader
        title={t('proposals:edit.title')}
        breadcrumbs={[
          { label: t('proposals:list.title'), href: '/proposals' },
          ...(proposal.record ? [{ label: proposal.record.number, href: `/proposals/${proposal.record.id}` }] : []),
          { label: t('proposals:edit.title') },
        ]}
      />
      <RecordState {...proposal} onRetry={proposal.retry}>
        {(record) => <EditProposal key={`${record.id}-${record.revision}`} proposal={record} language={i18n.language} />}
      </RecordState>
    </>
  );
};

export default ProposalEditRoute;
