import Copy from 'lucide-react/icons/copy';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { sampleDuplication, sampleRecord } from '../../machines/records/samples.logic.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { useCommand } from '../components/useCommand.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { sampleMissing } from './sampleMissing.ts';

/** samples/{sampleId}/duplicate: a new sample with the same fields, both approvals pending; then its edit screen. */
const SampleDuplicateRoute = () => {
  const { t } = useTranslation(['samples', 'common']);
  const [, navigate] = useLocation();
  const { sampleId } = useParams<{ sampleId: string }>();
  const sample = useRecord(sampleRecord, sampleMissing, idFromParam(sampleId));
  const duplicate = useCommand(sampleDuplication, {
    onDone: (_, copy) => {
      notify.success(t('common:notices.created', { name: t('samples:entity') }));
      navigate(`/samples/${copy.id}/edit`);
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('samples:entity') })),
  });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title={t('samples:duplicate.title')}
        breadcrumbs={[{ label: t('samples:list.title'), href: '/samples' }, ...(sample.record ? [{ label: sample.record.number, href: `/samples/${sample.record.id}` }] : []), { label: t('samples:duplicate.title') }]}
      />
      <RecordState {...sample} onRetry={sample.retry}>
        {(current) => (
          <>
            <p>{t('samples:duplicate.description', { number: current.number, customer: current.customer.name })}</p>
            {duplicate.errorTag ? <Alert tone="danger">{errorTagText(t, duplicate.errorTag)}</Alert> : null}
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              <Button variant="primary" icon={<Copy size={16} aria-hidden="true" />} loading={duplicate.running} onClick={() => duplicate.run(current.id)}>
                {t('samples:duplicate.confirm')}
              </Button>
              <Button variant="ghost" disabled={duplicate.running} onClick={() => navigate(`/samples/${current.id}`)}>
                {t('common:actions.cancel')}
              </Button>
            </div>
          </>
        )}
      </RecordState>
    </div>
  );
};

export default SampleDuplicateRoute;
