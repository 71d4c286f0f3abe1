import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import type { ResetTokenInfo } from '../../api/passwords.ts';
import { formChange } from '../../machines/generic/form.machine.ts';
import { passwordCreate, resetTokenLookup } from '../../machines/records/guestAccess.logic.ts';
import { Button } from '../components/Button.tsx';
import { ErrorState } from '../components/ErrorState.tsx';
import { useRemoteValue } from '../components/useRemoteValue.ts';
import { Spinner } from '../components/Spinner.tsx';
import { AuthCard } from './AuthCard.tsx';
import { FormAlert } from '../components/FormAlert.tsx';
import { NEW_PASSWORD_SCHEMA, type NewPasswordValues } from './newPasswordRules.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { translatedRules } from './translatedRules.ts';
import { useGuestForm } from './useGuestForm.ts';


/** Set a new password from the e-mailed link (spec §5 rule, §8 messages). */
const PasswordSetRoute = () => {
  const { t } = useTranslation(['auth', 'errors', 'ui']);
  const { token = '' } = useParams<{ token: string }>();
  const lookup = useRemoteValue(resetTokenLookup, token);
  const requestNew = (
    <Link href="/password/reset" className={css({ color: 'accent' })}>
      {t('auth:setPassword.requestNew')}
    </Link>
  );
  if (lookup.loading) {
    return (
      <AuthCard title={t('auth:setPassword.title')}>
        <Spinner label={t('auth:setPassword.checking')} />
      </AuthCard>
    );
  }
  if (lookup.value === null) {
    const known = lookup.errorTag === 'NotFound' || lookup.errorTag === 'Invalid';
    return (
      <AuthCard title={t('auth:setPassword.title')} footer={requestNew}>
        {known ? (
          <FormAlert tone="danger">
            {lookup.errorTag === 'NotFound' ? t('errors:auth.resetTokenNotFound') : t('errors:auth.resetTokenExpired')}
          </FormAlert>
        ) : (
          <ErrorState message={t(`ui:error.${lookup.errorTag ?? 'Unknown'}`)} onRetry={lookup.retry} errorTag={lookup.errorTag} />
        )}
      </AuthCard>
    );
  }
  return <SetPasswordForm info={lookup.value} />;
};

const SetPasswordForm = ({ info }: { info: ResetTokenInfo }) => {
  const { t } = useTranslation(['auth', 'ui', 'validation']);
  const { form, formProps, values, fieldErrors, formError, busy, succeeded } = useGuestForm(passwordCreate, {
    initialValues: { password: '', password_confirmation: '' },
    validate: translatedRules<NewPasswordValues>(t, NEW_PASSWORD_SCHEMA),
    request: (submitted: NewPasswordValues) => ({ email: info.email, token: info.token, password: submitted.password, passwordConfirmation: submitted.password_confirmation }),
  });
  return (
    <AuthCard title={t('auth:setPassword.title')} description={info.email}>
      {succeeded ? (
        <>
          <FormAlert tone="success">{t('auth:setPassword.changed')}</FormAlert>
          <Link href="/login" className={css({ color: 'accent', fontWeight: '600' })}>
            {t('auth:setPassword.goToLogin')}
          </Link>
        </>
      ) : (
        <form {...formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {formError !== null ? (
            <FormAlert tone="danger">
              {t('auth:setPassword.notChanged')} {t(`ui:error.${formError}`)}
            </FormAlert>
          ) : null}
          <NewPasswordFields values={values} errors={fieldErrors} onChange={(field, value) => form.send(formChange<NewPasswordValues, typeof field>(field, value))} />
          <Button type="submit" variant="primary" loading={busy}>
            {t('auth:setPassword.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
};

export default PasswordSetRoute;
