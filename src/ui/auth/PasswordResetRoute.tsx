import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { email } from '../../domain/validation/email.ts';
import { required } from '../../domain/validation/required.ts';
import { formChange } from '../../machines/generic/form.machine.ts';
import { passwordResetRequest } from '../../machines/records/guestAccess.logic.ts';
import { Button } from '../components/Button.tsx';
import { TextField } from '../components/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { FormAlert } from '../components/FormAlert.tsx';
import { translatedRules } from './translatedRules.ts';
import { useGuestForm } from './useGuestForm.ts';

type ResetValues = { email: string };

/** Request a password reset e-mail (spec §8: 'email sent correctly' / 'email not sent'). */
const PasswordResetRoute = () => {
  const { t } = useTranslation(['auth', 'ui', 'validation']);
  const { form, formProps, values, fieldErrors, formError, busy, succeeded } = useGuestForm(passwordResetRequest, {
    initialValues: { email: '' },
    validate: translatedRules<ResetValues>(t, { email: [required, email] }),
    request: (submitted: ResetValues) => submitted.email.trim(),
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
