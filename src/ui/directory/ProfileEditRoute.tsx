import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { Profile } from '../../api/profiles.ts';
import { guardMessage } from '../../domain/guards/guardMessages.ts';
import { profileRecord, profileUpdate } from '../../machines/records/profiles.logic.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { useForm } from '../components/useForm.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { profileBody, profileToValues, type ProfileFormValues } from './profileForm.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { KindAddress } from './KindAddress.tsx';
import { profileValidation } from './profileValidation.ts';
import { profileHref } from '../components/profileKinds.ts';
import { profileNotice } from './profileNotices.ts';

const EditProfile = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation(['directory', 'common']);
  const [, navigate] = useLocation();
  const form = useForm(profileUpdate, {
    initialValues: profileToValues(profile),
    validate: profileValidation(t),
    request: (values: ProfileFormValues) => ({ id: profile.id, body: profileBody(values) }),
    onSucceeded: (saved) => {
      notify.success(profileNotice(t, saved.type, 'updated'));
      navigate(profileHref(saved));
    },
    onFailed: () => notify.error(profileNotice(t, profile.type, 'notUpdated')),
  });
  return <ProfileForm form={form} profileId={profile.id} submitLabel={t('common:actions.save')} onCancel={() => navigate(profileHref(profile))} />;
};

/** {kind}/{profileId}/edit. */
const ProfileEditRoute = () => {
  const { t } = useTranslation(['directory', 'common']);
  const { profileId } = useParams<{ profileId: string }>();
  const profile = useRecord(profileRecord, guardMessage('noProfileSelected'), idFromParam(profileId));
  return (
    <>
      <PageHeader
        title={t('directory:edit.title')}
        breadcrumbs={[{ label: t('directory:list.title'), href: '/profiles' }, ...(profile.record ? [{ label: profile.record.name, href: profileHref(profile.record) }] : []), { label: t('directory:edit.title') }]}
      />
      <RecordState {...profile} onRetry={profile.retry}>
        {(record) => (
          <>
            <KindAddress profile={record} suffix="/edit" />
            <EditProfile key={record.id} profile={record} />
          </>
        )}
      </RecordState>
    </>
  );
};

export default ProfileEditRoute;
