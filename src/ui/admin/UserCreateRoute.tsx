import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { userInvite } from '../../machines/records/users.logic.ts';
import { formRules } from '../components/formRules.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';
import { UserFields } from './UserFields.tsx';
import { emptyUser, inviteBody, userRules, type UserFormValues } from './userForm.ts';
import { useIsAdmin } from './useIsAdmin.ts';


/** users/create: invites by e-mail; the join screen (/join/{invitationId}) completes the account. */
const UserCreateRoute = () => {
  const { t } = useTranslation(['admin', 'common']);
  const [, navigate] = useLocation();
  const isAdmin = useIsAdmin();
  const form = useForm(userInvite, {
    initialValues: emptyUser,
    validate: formRules<UserFormValues>(t, userRules),
    request: (values: UserFormValues) => inviteBody(values),
    onSucceeded: (user) => {
      notify.success(t('admin:users.invited', { email: user.email }));
      navigate('/settings/users');
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('admin:entities.user') })),
  });
  return (
    <>
      <PageHeader title={t('admin:users.createTitle')} description={t('admin:users.inviteHint')} breadcrumbs={[{ label: t('admin:users.title'), href: '/settings/users' }, { label: t('admin:users.createTitle') }]} />
      <UserFields form={form} full={false} excludeAdmin={!isAdmin} submitLabel={t('admin:users.inviteSubmit')} onCancel={() => navigate('/settings/users')} />
    </>
  );
};

export default UserCreateRoute;
