import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../../styled-system/css/index.mjs';
import type { SectionAccessFailure } from '../../../machines/sectionAccess/sectionAccess.machine.ts';
import { Alert } from '../Alert.tsx';
import { Button } from '../Button.tsx';
import { errorTagText } from '../messageText.ts';
import { PasswordField } from '../PasswordField.tsx';

export type SectionPasswordFormProps = {
  readonly busy: boolean;
  readonly failure: SectionAccessFailure | null;
  readonly onSubmit: (password: string) => void;
};

/** The second login's password, with the server's answer: wrong password, or the sign-in throttle's wait. */
export const SectionPasswordForm = ({ busy, failure, onSubmit }: SectionPasswordFormProps) => {
  const { t } = useTranslation(['sectionAccess', 'ui']);
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '' || busy) return;
    onSubmit(password);
    // The password is not kept on screen after it was sent.
    setPassword('');
  };
  const failureText =
    failure === null
      ? null
      : failure.kind === 'wrongPassword'
        ? t('sectionAccess:prompt.wrongPassword')
        : failure.kind === 'throttled'
          ? failure.retryAfterSeconds === null
            ? t('sectionAccess:prompt.throttled')
            : t('sectionAccess:prompt.throttledFor', { minutes: Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) })
          : errorTagText(t, failure.tag);
  return (
    <form aria-label={t('sectionAccess:prompt.form')} onSubmit={submit} noValidate className={css({ display: 'flex', flexDirection: 'column', gap: '3', maxW: '28rem' })}>
      <p>{t('sectionAccess:prompt.hint')}</p>
      <PasswordField label={t('sectionAccess:prompt.password')} value={password} onValueChange={setPassword} required autoComplete="current-password" name="section-password" />
      {failureText ? <Alert tone="danger">{failureText}</Alert> : null}
      <div>
        <Button type="submit" variant="primary" loading={busy} icon={<LockKeyhole size={16} aria-hidden="true" />}>
          {t('sectionAccess:prompt.submit')}
        </Button>
      </div>
    </form>
  );
};
