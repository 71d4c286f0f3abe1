import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { Work } from '../../api/works.ts';
import { workRecord, workUpdate } from '../../machines/records/works.logic.ts';
import { guardMessage } from '../../domain/guards/guardMessages.ts';
import { formRules } from '../components/formRules.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { OutOfScopeState } from '../components/OutOfScopeState.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { useCanActOn } from '../components/useCanActOn.ts';
import { useForm } from '../components/useForm.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { isWorkUnchanged, workBody, workRules, workToValues, type WorkFormValues } from './workForm.ts';
import { WorkForm } from './WorkForm.tsx';

const EditWork = ({ work }: { work: Work }) => {
  const { t } = useTranslation(['works', 'common']);
  const [, navigate] = useLocation();
  const initialValues = workToValues(work);
  const form = useForm(workUpdate, {
    initialValues,
    validate: formRules<WorkFormValues>(t, workRules),
    // Saving what was loaded writes nothing: no request, so the work's `updated_at` stays.
    request: (values) => ({ id: work.id, body: isWorkUnchanged(values, initialValues) ? null : workBody(values) }),
    onSucceeded: (saved) => {
      if (saved === null) notify.info(t('works:edit.unchanged'));
      else notify.success(t('common:notices.updated', { name: t('works:entity') }));
      navigate(`/works/${work.id}`);
    },
    onFailed: () => notify.error(t('common:notices.notUpdated', { name: t('works:entity') })),
  });
  return <WorkForm form={form} submitLabel={t('common:actions.save')} onCancel={() => navigate(`/works/${work.id}`)} />;
};

/** Someone else's work (outside one's team) is not offered for editing: the server's record scope would refuse it. */
const ScopedEditWork = ({ work }: { work: Work }) => {
  const inScope = useCanActOn('works.management', work.people ?? []);
  return inScope ? <EditWork work={work} /> : <OutOfScopeState backHref={`/works/${work.id}`} />;
};

/** works/{workId}/edit. */
const WorkEditRoute = () => {
  const { t } = useTranslation(['works', 'common']);
  const { workId } = useParams<{ workId: string }>();
  const work = useRecord(workRecord, guardMessage('noWorkSelected'), idFromParam(workId));
  return (
    <>
      <PageHeader
        title={t('works:edit.title')}
        breadcrumbs={[{ label: t('works:list.title'), href: '/works' }, ...(work.record ? [{ label: work.record.name, href: `/works/${work.record.id}` }] : []), { label: t('works:edit.title') }]}
      />
      <RecordState {...work} onRetry={work.retry}>
        {(record) => <ScopedEditWork key={record.id} work={record} />}
      </RecordState>
    </>
  );
};

export default WorkEditRoute;
