import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { createProfile, type Profile } from '../../api/profiles.ts';
import { createFormMachine } from '../../machines/generic/form.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';
import { emptyProfile, profileBody, type ProfileFormValues } from './profileForm.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { profileValidation } from './profileValidation.ts';
import { KINDS, kindFromPath, profileHref } from '../components/profileKinds.ts';
import { profileNotice } from './profileNotices.ts';

const profileForm = createFormMachine<ProfileFormValues, Profile>();

/** {kind}/create: customers, leads or suppliers; after saving, the new profile's overview. */
const ProfileCreateRoute = () => {
  const { t } = useTranslation(['directory', 'common']);
  const { client } = useApiClients();
  const [location, navigate] = useLocation();
  const kind = KINDS[kindFromPath(location)];
  const form = useForm(profileForm, {
    initialValues: emptyProfile(kind.type),
    validate: profileValidation(t),
    submit: (values) => createProfile(client, profileBody(values)),
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
