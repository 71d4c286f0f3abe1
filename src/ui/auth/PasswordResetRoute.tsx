import { Effect } from 'effect';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { requestPasswordReset } from '../../api/passwords.ts';
import { email } from '../../domain/validation/email.ts';
import { required } from '../../domain/validation/required.ts';
import { createFormMachine, formChange } from '../../machines/generic/form.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Button } from '../components/Button.tsx';
import { TextField } from '../components/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { FormAlert } from '../components/FormAlert.tsx';
import { translatedRules } from './translatedRules.ts';
import { useGuestForm } from './useGuestForm.ts';

type ResetValues = { email: string };

const resetForm = createFormMachine<ResetValues, unknown>();

/** Request a password reset e-mail (spec §8: 'email sent correctly' / 'email not sent'). */
const PasswordResetRoute = () => {
  const { t } = useTranslation(['auth', 'ui', 'validation']);
  const { bareClient } = useApiClients();
  const { form, formProps, values, fieldErrors, formError, busy, succeeded } = useGuestForm(resetForm, {
    initialValues: { email: '' },
    validate: translatedRules<ResetValues>(t, { email: [required, email] }),
    submit: (submitted, signal) => Effect.runPromise(requestPasswordReset(bareClient, submitted.email.trim()), { signal }),
  });
  return (
    <AuthCard
      title={t('auth:reset.title')}
      description={t('auth:reset.description')}
      footer={
        <Link href="/login" className={css({ color: 'accent' })}>
          {t('auth:reset.backToLogin')}
        </Link>
      }
    >
      {succeeded ? <FormAlert tone="success">{t('auth:reset.sent')}</FormAlert> : null}
      {formError !== null ? (
        <FormAlert tone="danger">
          {t('auth:reset.notSent')} {t(`ui:error.${formError}`)}
        </FormAlert>
      ) : null}
      <form {...formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <TextField
          label={t('auth:fields.email')}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onValueChange={(value) => form.send(formChange<ResetValues, 'email'>('email', value))}
          errors={fieldErrors['email']}
        />
        <Button type="submit" variant="primary" loading={busy} disabled={succeeded}>
          {t('auth:reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
};

export default PasswordResetRoute;
