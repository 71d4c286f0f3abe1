import Copy from 'lucide-react/icons/copy';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { proposalDuplication, proposalRecord } from '../../machines/records/proposals.logic.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { useCommand } from '../components/useCommand.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { ProposalRowsTable } from './ProposalRowsTable.tsx';
import { proposalMissing } from './proposalMissing.ts';

/** proposals/{proposalId}/duplicate: a new draft with everything of the current revision; then the copy's detail. */
const ProposalDuplicateRoute = () => {
  const { t } = useTranslation(['proposals', 'common']);
  const [, navigate] = useLocation();
  const { proposalId } = useParams<{ proposalId: string }>();
  const proposal = useRecord(proposalRecord, proposalMissing, idFromParam(proposalId));
  const duplicate = useCommand(proposalDuplication, {
    onDone: (_, copy) => {
      notify.success(t('common:notices.created', { name: t('proposals:entity') }));
      // The copy's own page: what was copied is shown as saved, and Modifica is one click away.
      navigate(`/proposals/${copy.id}`);
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('proposals:entity') })),
  });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title={t('proposals:duplicate.title')}
        breadcrumbs={[
          { label: t('proposals:list.title'), href: '/proposals' },
          ...(proposal.record ? [{ label: proposal.record.number, href: `/proposals/${proposal.record.id}` }] : []),
          { label: t('proposals:duplicate.title') },
        ]}
      />
      <RecordState {...proposal} onRetry={proposal.retry}>
        {(current) => (
          <>
            <p>{t('proposals:duplicate.description', { number: current.number, customer: current.customer.name })}</p>
            {duplicate.errorTag ? <Alert tone="danger">{errorTagText(t, duplicate.errorTag)}</Alert> : null}
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              <Button variant="primary" icon={<Copy size={16} aria-hidden="true" />} loading={duplicate.running} onClick={() => duplicate.run(current.id)}>
                {t('proposals:duplicate.confirm')}
              </Button>
              <Button variant="ghost" disabled={duplicate.running} onClick={() => navigate(`/proposals/${current.id}`)}>
                {t('common:actions.cancel')}
              </Button>
            </div>
            <ProposalRowsTable proposal={current} />
          </>
        )}
      </RecordState>
    </div>
  );
};

export default ProposalDuplicateRoute;
