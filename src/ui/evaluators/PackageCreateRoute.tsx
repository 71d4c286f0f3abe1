import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { packageCreate } from '../../machines/records/packages.logic.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';
import { emptyPackage, packageBody, type PackageFormValues } from './packageForm.ts';
import { PackageForm } from './PackageForm.tsx';
import { validatePackage } from './packageValidate.ts';
import { useSectionTitle } from './useSectionTitle.ts';

/** evaluators/packages/create (Add panel: "Assign goal", spec §2): after saving, the new package. */
const PackageCreateRoute = () => {
  const { t, i18n } = useTranslation(['evaluators', 'common']);
  const section = useSectionTitle();
  const [, navigate] = useLocation();
  const form = useForm(packageCreate, {
    initialValues: emptyPackage(new Date().getFullYear()),
    validate: validatePackage(t, i18n.language),
    request: (values: PackageFormValues) => packageBody(values, i18n.language),
    onSucceeded: (pkg) => {
      notify.success(t('common:notices.created', { name: t('evaluators:packages.entity') }));
      navigate(`/evaluators/packages/${pkg.id}`);
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('evaluators:packages.entity') })),
  });
  return (
    <>
      <PageHeader title={t('evaluators:packages.create')} breadcrumbs={[{ label: section, href: '/evaluators' }, { label: t('evaluators:packages.create') }]} />
      <PackageForm form={form} submitLabel={t('common:actions.create')} onCancel={() => navigate('/evaluators')} />
    </>
  );
};

export default PackageCreateRoute;
