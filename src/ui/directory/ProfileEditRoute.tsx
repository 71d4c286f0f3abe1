import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { Profile } from '../../api/profiles.ts';
import { guardMessage } from '../../domain/guards/guardMessages.ts';
import { profileRecord, profileUpdate } from '../../machines/records/profiles.logic.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { bodyIfChanged, notifySaved } from '../components/unchangedSave.ts';
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
  const initialValues = profileToValues(profile);
  const form = useForm(profileUpdate, {
    initialValues,
    validate: profileValidation(t),
    // Saving what was loaded writes nothing: no request, so `updated_at` stays; the screen says so (unchangedSave.ts).
    request: (values: ProfileFormValues) => ({ id: profile.id, body: bodyIfChanged(profileBody, values, initialValues) }),
    onSucceeded: (saved) => {
      notifySaved(saved, { unchanged: t('directory:edit.unchanged'), updated: profileNotice(t, saved?.type ?? profile.type, 'updated') });
      navigate(profileHref(saved ?? profile));
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
