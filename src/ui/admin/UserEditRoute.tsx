import LogOut from 'lucide-react/icons/log-out';
import Trash2 from 'lucide-react/icons/trash-2';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import type { User } from '../../api/users.ts';
import { userDeletion, userRecord, userSessionsRevocation, userUpdate } from '../../machines/records/users.logic.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { formRules } from '../components/formRules.ts';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { bodyIfChanged, notifySaved } from '../components/unchangedSave.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { roleText } from '../components/roleText.ts';
import { Section } from '../components/Section.tsx';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { useForm } from '../components/useForm.ts';
import { usePermission } from '../components/usePermission.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { ResendInvitationSection } from './ResendInvitationSection.tsx';
import { UserFields } from './UserFields.tsx';
import { emailLocked, mayDeleteUser, roleAndStatusLocked, updateBody, userRules, userToValues, type UserFormValues } from './userForm.ts';
import { useIsAdmin } from './useIsAdmin.ts';
import { useCurrentUser } from '../app/sessionHooks.ts';


const EditUser = ({ user }: { user: User }) => {
  const { t } = useTranslation(['admin', 'common']);
  const [, navigate] = useLocation();
  const isAdmin = useIsAdmin();
  const me = useCurrentUser();
  const own = me?.id === user.id;
  const locked = roleAndStatusLocked(own, isAdmin, user);
  const initialValues = userToValues(user, (role) => roleText(t, role));
  // A role and status the user may not change (their own, an administrator's) are left out of the body.
  const bodyOf = (values: UserFormValues) => {
    const body = updateBody(values);
    return locked ? { name: body.name, email: body.email, companyIds: body.companyIds } : body;
  };
  const form = useForm(userUpdate, {
    initialValues,
    validate: formRules<UserFormValues>(t, userRules),
    // Saving what was loaded writes nothing: no request, so `updated_at` stays; the screen says so (unchangedSave.ts).
    request: (values: UserFormValues) => ({ id: user.id, body: bodyIfChanged(bodyOf, values, initialValues) }),
    onSucceeded: (saved) => {
      notifySaved(saved, { unchanged: t('admin:users.unchanged'), updated: t('common:notices.updated', { name: t('admin:entities.user') }) });
      navigate('/settings/users');
    },
    onFailed: () => notify.error(t('common:notices.notUpdated', { name: t('admin:entities.user') })),
  });
  const canDelete = mayDeleteUser(usePermission('users.delete'), own, isAdmin, user);
  const removal = useConfirmAction(userDeletion, {
    onDone: () => {
      notify.success(t('common:notices.deleted', { name: t('admin:entities.user') }));
      navigate('/settings/users');
    },
    onFailed: () => notify.error(t('common:notices.notDeleted', { name: t('admin:entities.user') })),
  });
  const sessions = useConfirmAction(userSessionsRevocation, {
    onDone: () => notify.success(t('admin:users.sessionsEnded')),
    onFailed: () => notify.error(t('admin:users.sessionsNotEnded')),
  });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <UserFields form={form} full excludeAdmin={!isAdmin} ownAccount={locked} emailLocked={emailLocked(isAdmin, user)} submitLabel={t('common:actions.save')} onCancel={() => navigate('/settings/users')} />
      {user.status === 'unregistered' ? <ResendInvitationSection user={user} /> : null}
      {/* Not one's own (that is Logout), nor an administrator's for anyone who is not one (the server answers 403). */}
      {locked ? null : (
        <Section title={t('admin:users.sessionsSection')}>
          <p className={css({ color: 'muted', fontSize: 'sm', mb: '2' })}>{t('admin:users.endSessionsDescription')}</p>
          <div>
            <Button variant="secondary" icon={<LogOut size={16} aria-hidden="true" />} onClick={() => sessions.ask(user.id)}>
              {t('admin:users.endSessions')}
            </Button>
          </div>
        </Section>
      )}
      {canDelete ? (
        <Section title={t('admin:users.deleteSection')}>
          <p className={css({ color: 'muted', fontSize: 'sm', mb: '2' })}>{t('admin:users.deleteHint')}</p>
          <div>
            <Button variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => removal.ask(user)}>
              {t('admin:users.delete')}
            </Button>
          </div>
        </Section>
      ) : null}
      <ConfirmDialog
        {...removal.dialog}
        destructive
        title={t('admin:users.deleteTitle', { name: user.name })}
        description={t('admin:users.deleteDescription')}
        confirmLabel={t('admin:users.delete')}
        error={removal.errorTag ? errorTagText(t, removal.errorTag) : undefined}
      />
      <ConfirmDialog
        {...sessions.dialog}
        destructive
        title={t('admin:users.endSessionsTitle', { name: user.name })}
        description={t('admin:users.endSessionsDescription')}
        confirmLabel={t('admin:users.endSessions')}
        error={sessions.errorTag ? errorTagText(t, sessions.errorTag) : undefined}
      />
    </div>
  );
};

/** users/{userId}/edit: name, e-mail, role, status, companies; ending the user's sessions. */
const UserEditRoute = () => {
  const { t } = useTranslation(['admin', 'common']);
  const { userId } = useParams<{ userId: string }>();
  const user = useRecord(userRecord, missingIdMessage(missingId('user')), idFromParam(userId));
  return (
    <>
      <PageHeader
        title={t('admin:users.editTitle')}
        breadcrumbs={[{ label: t('admin:users.title'), href: '/settings/users' }, ...(user.record ? [{ label: user.record.name }] : []), { label: t('admin:users.editTitle') }]}
      />
      <RecordState {...user} onRetry={user.retry}>
        {(record) => <EditUser key={record.id} user={record} />}
      </RecordState>
    </>
  );
};

export default UserEditRoute;
