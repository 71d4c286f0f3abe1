import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { Proposal } from '../../api/proposals.ts';
import { proposalRecord, proposalUpdate } from '../../machines/records/proposals.logic.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { notifySaved } from '../components/unchangedSave.ts';
import { RecordState } from '../components/RecordState.tsx';
import { useForm } from '../components/useForm.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { proposalMissing } from './proposalMissing.ts';
import { isUnchanged, proposalToValues, proposalUpdateBody } from './proposalForm.ts';
import { proposalFieldText } from './proposalServerErrors.ts';
import { proposalValidation } from './proposalValidation.ts';
import { ProposalForm } from './ProposalForm.tsx';

const EditProposal = ({ proposal, language }: { proposal: Proposal; language: string }) => {
  const { t } = useTranslation(['proposals', 'common']);
  const [, navigate] = useLocation();
  const initialValues = proposalToValues(proposal, language);
  const form = useForm(proposalUpdate, {
    initialValues,
    validate: proposalValidation(t, language),
    // Saving what was loaded writes nothing: no request, so neither the record, its status nor its revision moves.
    request: (values) => ({ current: proposal, body: isUnchanged(values, initialValues, language) ? null : proposalUpdateBody(values, language), fieldText: proposalFieldText(t) }),
    // Nothing sent (null) says so, then goes on as a save does: to the proposal.
    onSucceeded: (saved) => {
      notifySaved(saved, { unchanged: t('proposals:edit.unchanged'), updated: t('common:notices.updated', { name: t('proposals:entity') }) });
      navigate(`/proposals/${proposal.id}`);
    },
    onFailed: () => notify.error(t('common:notices.notUpdated', { name: t('proposals:entity') })),
  });
  return <ProposalForm form={form} withEditType submitLabel={t('common:actions.save')} onCancel={() => navigate(`/proposals/${proposal.id}`)} />;
};

/** proposals/{proposalId}/edit: a standard edit corrects the current revision, a revision edit opens the next one. */
const ProposalEditRoute = () => {
  const { t, i18n } = useTranslation(['proposals', 'common']);
  const { proposalId } = useParams<{ proposalId: string }>();
  const proposal = useRecord(proposalRecord, proposalMissing, idFromParam(proposalId));
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
