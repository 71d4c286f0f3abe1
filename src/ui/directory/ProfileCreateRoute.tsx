import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { profileCreate } from '../../machines/records/profiles.logic.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';
import { emptyProfile, profileBody, type ProfileFormValues } from './profileForm.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { profileValidation } from './profileValidation.ts';
import { KINDS, kindFromPath, profileHref } from '../components/profileKinds.ts';
import { profileNotice } from './profileNotices.ts';

/** {kind}/create: customers, leads or suppliers; after saving, the new profile's overview. */
const ProfileCreateRoute = () => {
  const { t } = useTranslation(['directory', 'common']);
  const [location, navigate] = useLocation();
  const kind = KINDS[kindFromPath(location)];
  const form = useForm(profileCreate, {
    initialValues: emptyProfile(kind.type),
    validate: profileValidation(t),
    request: (values: ProfileFormValues) => profileBody(values),
    onSucceeded: (profile) => {
      notify.success(profileNotice(t, profile.type, 'created'));
      navigate(profileHref(profile));
    },
    onFailed: () => notify.error(profileNotice(t, kind.type, 'notCreated')),
  });
  const title = t(`directory:create.${kind.kind}`);
  return (
    <>
      <PageHeader title={title} breadcrumbs={[{ label: t('directory:list.title'), href: '/profiles' }, { label: title }]} />
      <ProfileForm form={form} profileId={null} submitLabel={t('common:actions.create')} onCancel={() => navigate(`/profiles?type=${kind.type}`)} />
    </>
  );
};

export default ProfileCreateRoute;
