import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import type { Invitation } from '../../api/invitations.ts';
import { formChange } from '../../machines/generic/form.machine.ts';
import { invitationAccept, invitationLookup } from '../../machines/records/guestAccess.logic.ts';
import { useSessionCommands } from '../app/sessionHooks.ts';
import { Button } from '../components/Button.tsx';
import { ErrorState } from '../components/ErrorState.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { TextField } from '../components/TextField.tsx';
import { useRemoteValue } from '../components/useRemoteValue.ts';
import { AuthCard } from './AuthCard.tsx';
import { FormAlert } from '../components/FormAlert.tsx';
import { NEW_PASSWORD_SCHEMA, type NewPasswordValues } from './newPasswordRules.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { translatedRules } from './translatedRules.ts';
import { useGuestForm } from './useGuestForm.ts';

type JoinValues = NewPasswordValues & { name: string };

/** Accept an invitation: choose a password, then the session starts as after a login. */
const JoinRoute = () => {
  const { t } = useTranslation(['auth', 'ui']);
  const { invitationId = '' } = useParams<{ invitationId: string }>();
  const lookup = useRemoteValue(invitationLookup, invitationId);
  if (lookup.loading) {
    return (
      <AuthCard title={t('auth:join.loading')}>
        <Spinner label={t('auth:join.loading')} />
      </AuthCard>
    );
  }
  const invitation = lookup.value;
  if (invitation === null || invitation.status !== 'pending') {
    const message =
      invitation?.status === 'expired' ? t('auth:join.expired') : invitation?.status === 'accepted' ? t('auth:join.accepted') : lookup.errorTag === 'NotFound' ? t('auth:join.notFound') : null;
    return (
      <AuthCard title={t('auth:join.title', { tenant: invitation?.tenant.name ?? '' })}>
        {message !== null ? <FormAlert tone="danger">{message}</FormAlert> : <ErrorState message={t(`ui:error.${lookup.errorTag ?? 'Unknown'}`)} onRetry={lookup.retry} errorTag={lookup.errorTag} />}
      </AuthCard>
    );
  }
  return <JoinForm invitationId={invitationId} invitation={invitation} />;
};

const JoinForm = ({ invitationId, invitation }: { invitationId: string; invitation: Invitation }) => {
  const { t } = useTranslation(['auth', 'ui', 'validation']);
  const { adopt } = useSessionCommands();
  const { form, formProps, values, fieldErrors, formError, busy } = useGuestForm(invitationAccept, {
    initialValues: { name: invitation.name, password: '', password_confirmation: '' },
    validate: translatedRules<JoinValues>(t, NEW_PASSWORD_SCHEMA),
    request: (submitted: JoinValues) => ({
      invitationId,
      body: { name: submitted.name.trim(), password: submitted.password, passwordConfirmation: submitted.password_confirmation },
    }),
    onSucceeded: adopt,
  });
  return (
    <AuthCard
      title={t('auth:join.title', { tenant: invitation.tenant.name })}
      description={
        invitation.inviterName
          ? t('auth:join.description', { inviter: invitation.inviterName, email: invitation.email })
          : t('auth:join.descriptionNoInviter', { email: invitation.email })
      }
    >
      <form {...formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {formError !== null ? <FormAlert tone="danger">{t(`ui:error.${formError}`)}</FormAlert> : null}
        <TextField label={t('auth:fields.name')} autoComplete="name" value={values.name} onValueChange={(value) => form.send(formChange<JoinValues, 'name'>('name', value))} errors={fieldErrors['name']} />
        <NewPasswordFields values={values} errors={fieldErrors} onChange={(field, value) => form.send(formChange<JoinValues, typeof field>(field, value))} />
        <Button type="submit" variant="primary" loading={busy}>
          {t('auth:join.submit')}
        </Button>
      </form>
    </AuthCard>
  );
};

export default JoinRoute;
