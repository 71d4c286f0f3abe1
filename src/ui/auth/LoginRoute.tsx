import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { validateForm, type FormErrors } from '../../domain/validation/validateForm.ts';
import { connectSignIn } from '../../machines/session/session.connect.ts';
import { useSessionView } from '../app/sessionHooks.ts';
import { Button } from '../components/Button.tsx';
import { PasswordField } from '../components/PasswordField.tsx';
import { TextField } from '../components/TextField.tsx';
import { useFocusFirstInvalid } from '../components/useFocusFirstInvalid.ts';
import { AuthCard } from './AuthCard.tsx';
import { failureMessages } from './fieldMessages.ts';
import { FormAlert } from '../components/FormAlert.tsx';
import { LOGIN_SCHEMA, type LoginValues } from './loginForm.ts';
import { noticeMessage } from './noticeMessage.ts';

/** Login (spec §2, §8). Typed values stay in the form whatever the answer. */
const LoginRoute = () => {
  const { t } = useTranslation(['auth', 'errors', 'common', 'validation', 'ui']);
  const { signingIn, notice, signIn } = useSessionView(connectSignIn);
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<FormErrors<keyof LoginValues>>({});
  // Counted where the rules ran: the same errors found twice in a row must still bring focus back.
  const [rejections, setRejections] = useState(0);
  const formRef = useFocusFirstInvalid(rejections);

  const change = (field: keyof LoginValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(LOGIN_SCHEMA, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRejections((count) => count + 1);
      return;
    }
    signIn({ username: values.username.trim(), password: values.password });
  };

  return (
    <AuthCard
      title={t('auth:login.title')}
      footer={
        <Link href="/password/reset" className={css({ color: 'accent' })}>
          {t('auth:login.forgotPassword')}
        </Link>
      }
    >
      {notice !== null ? <FormAlert tone={notice === 'sessionExpired' || notice === 'sessionRevoked' ? 'info' : 'danger'}>{noticeMessage(t, notice)}</FormAlert> : null}
      <form ref={formRef} noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} aria-busy={signingIn}>
        <TextField
          label={t('auth:fields.email')}
          type="email"
          name="username"
          autoComplete="username"
          inputMode="email"
          required
          value={values.username}
          onValueChange={change('username')}
          errors={failureMessages(t, errors.username)}
        />
        <PasswordField
          label={t('auth:fields.password')}
          name="password"
          required
          value={values.password}
          onValueChange={change('password')}
          errors={failureMessages(t, errors.password)}
        />
        <Button type="submit" variant="primary" loading={signingIn}>
          {t('auth:login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
};

export default LoginRoute;
