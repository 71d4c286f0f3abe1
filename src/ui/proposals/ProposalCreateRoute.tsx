import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { proposalCreate } from '../../machines/records/proposals.logic.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';
import { useTimeZone } from '../components/useTimeZone.ts';
import { todayIn } from '../../domain/todayIn.ts';
import { emptyProposal, proposalBody, type ProposalFormValues } from './proposalForm.ts';
import { proposalFieldText } from './proposalServerErrors.ts';
import { proposalValidation } from './proposalValidation.ts';
import { ProposalForm } from './ProposalForm.tsx';

/** proposals/create: after saving, the new proposal's rows view. */
const ProposalCreateRoute = () => {
  const { t, i18n } = useTranslation(['proposals', 'common']);
  const [, navigate] = useLocation();
  // Today in the office's time zone: the day the server would give an empty date, shown (its validity counts from it).
  const initialValues: ProposalFormValues = { ...emptyProposal(), date: todayIn(useTimeZone()) };
  const form = useForm(proposalCreate, {
    initialValues,
    validate: proposalValidation(t, i18n.language),
    request: (values) => ({ body: proposalBody(values, i18n.language), fieldText: proposalFieldText(t) }),
    onSucceeded: (proposal) => {
      notify.success(t('common:notices.created', { name: t('proposals:entity') }));
      navigate(`/proposals/${proposal.id}`);
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('proposals:entity') })),
  });
  return (
    <>
      <PageHeader title={t('proposals:create.title')} breadcrumbs={[{ label: t('proposals:list.title'), href: '/proposals' }, { label: t('proposals:create.title') }]} />
      <ProposalForm form={form} submitLabel={t('common:actions.create')} onCancel={() => navigate('/proposals')} fillAddresseesFromCustomer />
    </>
  );
};

export default ProposalCreateRoute;
