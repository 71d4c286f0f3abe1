import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { Package } from '../../api/packages.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { packageRecord, packageUpdate } from '../../machines/records/packages.logic.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { bodyIfChanged, notifySaved } from '../components/unchangedSave.ts';
import { RecordState } from '../components/RecordState.tsx';
import { useForm } from '../components/useForm.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { packageBody, packageToValues, type PackageFormValues } from './packageForm.ts';
import { PackageForm } from './PackageForm.tsx';
import { validatePackage } from './packageValidate.ts';
import { useSectionTitle } from './useSectionTitle.ts';

const EditPackage = ({ pkg }: { pkg: Package }) => {
  const { t, i18n } = useTranslation(['evaluators', 'common']);
  const [, navigate] = useLocation();
  const initialValues = packageToValues(pkg, i18n.language);
  const form = useForm(packageUpdate, {
    initialValues,
    validate: validatePackage(t, i18n.language),
    // Saving what was loaded writes nothing: no request, so `updated_at` stays; the screen says so (unchangedSave.ts).
    request: (values: PackageFormValues) => ({ id: pkg.id, body: bodyIfChanged((v: PackageFormValues) => packageBody(v, i18n.language), values, initialValues) }),
    onSucceeded: (saved) => {
      notifySaved(saved, { unchanged: t('evaluators:packages.unchanged'), updated: t('common:notices.updated', { name: t('evaluators:packages.entity') }) });
      navigate(`/evaluators/packages/${pkg.id}`);
    },
    onFailed: () => notify.error(t('common:notices.notUpdated', { name: t('evaluators:packages.entity') })),
  });
  return <PackageForm form={form} submitLabel={t('common:actions.save')} onCancel={() => navigate(`/evaluators/packages/${pkg.id}`)} />;
};

/** evaluators/packages/{packageId}/edit: goals left out lose their evaluations (the server says so in the contract). */
const PackageEditRoute = () => {
  const { t } = useTranslation(['evaluators', 'common']);
  const section = useSectionTitle();
  const { packageId } = useParams<{ packageId: string }>();
  const pkg = useRecord(packageRecord, missingIdMessage(missingId('package')), idFromParam(packageId));
  return (
    <>
      <PageHeader
        title={t('evaluators:packages.edit')}
        description={t('evaluators:packages.editHint')}
        breadcrumbs={[
          { label: section, href: '/evaluators' },
          ...(pkg.record ? [{ label: t('evaluators:packages.detail', { name: pkg.record.user.name, year: pkg.record.year }), href: `/evaluators/packages/${pkg.record.id}` }] : []),
          { label: t('evaluators:packages.edit') },
        ]}
      />
      <RecordState {...pkg} onRetry={pkg.retry}>
        {(record) => <EditPackage key={record.id} pkg={record} />}
      </RecordState>
    </>
  );
};

export default PackageEditRoute;
