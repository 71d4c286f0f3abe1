import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { myPasswordChange } from '../../machines/records/settings.logic.ts';
import { Button } from '../components/Button.tsx';
import { formRules } from '../components/formRules.ts';
import { FormFailure } from '../components/FormFailure.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PasswordField } from '../components/PasswordField.tsx';
import { Section } from '../components/Section.tsx';
import { useForm } from '../components/useForm.ts';
import { EMPTY_MY_PASSWORD, MY_PASSWORD_SCHEMA, myPasswordBody, type MyPasswordValues } from './myPasswordForm.ts';

/**
 * The signed-in person's own password, changed by knowing the current one (before, only an e-mailed reset could
 * change it). The person's other sessions end on the server.
 */
export const MyPasswordSection = () => {
  // A new form after each change: a saved form keeps its values as its new initial ones, and passwords must not
  // stay in the fields (nor count as unsaved changes).
  const [round, setRound] = useState(0);
  return <MyPasswordForm key={round} onChanged={() => setRound((n) => n + 1)} />;
};

const MyPasswordForm = ({ onChanged }: { onChanged: () => void }) => {
  const { t } = useTranslation(['settings', 'common']);
  const form = useForm(myPasswordChange, {
    initialValues: EMPTY_MY_PASSWORD,
    validate: formRules<MyPasswordValues>(t, MY_PASSWORD_SCHEMA),
    request: myPasswordBody,
    onSucceeded: () => {
      notify.success(t('settings:myPassword.changed'));
      onChanged();
    },
    onFailed: () => notify.error(t('settings:myPassword.notChanged')),
  });
  const errorsOf = (snake: keyof MyPasswordValues, camel: string) => form.fieldErrors[snake] ?? form.fieldErrors[camel];
  return (
    <Section title={t('settings:myPassword.title')} description={t('settings:myPassword.description')}>
      <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '28rem' })}>
        <PasswordField
          label={t('settings:myPassword.current')}
          name="current_password"
          autoComplete="current-password"
          required
          value={form.values.current_password}
          onValueChange={(value) => form.change('current_password', value)}
          errors={errorsOf('current_password', 'currentPassword')}
        />
        <PasswordField
          label={t('settings:myPassword.new')}
          name="password"
          autoComplete="new-password"
          required
          hint={t('settings:myPassword.hint')}
          value={form.values.password}
          onValueChange={(value) => form.change('password', value)}
          errors={errorsOf('password', 'password')}
        />
        <PasswordField
          label={t('settings:myPassword.confirm')}
          name="password_confirmation"
          autoComplete="new-password"
          required
          value={form.values.password_confirmation}
          onValueChange={(value) => form.change('password_confirmation', value)}
          errors={errorsOf('password_confirmation', 'passwordConfirmation')}
        />
        <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
        <div>
          <Button type="submit" variant="primary" loading={form.saving}>
            {t('settings:myPassword.save')}
          </Button>
        </div>
      </form>
    </Section>
  );
};
