import { Effect } from 'effect';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { createProposal, type Proposal } from '../../api/proposals.ts';
import { createFormMachine } from '../../machines/generic/form.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';
import { emptyProposal, proposalBody, type ProposalFormValues } from './proposalForm.ts';
import { localizeProposalErrors } from './proposalServerErrors.ts';
import { proposalValidation } from './proposalValidation.ts';
import { ProposalForm } from './ProposalForm.tsx';

const proposalForm = createFormMachine<ProposalFormValues, Proposal>();

/** proposals/create: after saving, the new proposal's rows view. */
const ProposalCreateRoute = () => {
  const { t, i18n } = useTranslation(['proposals', 'common']);
  const { client } = useApiClients();
  const [, navigate] = useLocation();
  const form = useForm(proposalForm, {
    initialValues: emptyProposal(),
    validate: proposalValidation(t, i18n.language),
    submit: (values) => Effect.mapError(createProposal(client, proposalBody(values, i18n.language)), localizeProposalErrors(t)),
    onSucceeded: (proposal) => {
      notify.success(t('common:notices.created', { name: t('proposals:entity') }));
      navigate(`/proposals/${proposal.id}`);
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('proposals:entity') })),
  });
  return (
    <>
      <PageHeader title={t('proposals:create.title')} breadcrumbs={[{ label: t('proposals:list.title'), href: '/proposals' }, { label: t('proposals:create.title') }]} />
      <ProposalForm form={form} submitLabel={t('common:actions.create')} onCancel={() => navigate('/proposals')} />
    </>
  );
};

export default ProposalCreateRoute;
