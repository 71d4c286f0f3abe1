import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../machines/generic/errorTag.ts';
import { PasswordField } from '../components/PasswordField.tsx';
import type { NewPasswordValues } from './newPasswordRules.ts';

export type NewPasswordFieldsProps = {
  values: NewPasswordValues;
  errors: FieldErrors;
  onChange: (field: keyof NewPasswordValues, value: string) => void;
};

/** New password and its confirmation, with the rule spelled out as the hint. */
export const NewPasswordFields = ({ values, errors, onChange }: NewPasswordFieldsProps) => {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        required
        hint={t('setPassword.hint')}
        value={values.password}
        onValueChange={(value) => onChange('password', value)}
        errors={errors['password']}
      />
      <PasswordField
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        required
        value={values.password_confirmation}
        onValueChange={(value) => onChange('password_confirmation', value)}
        errors={errors['password_confirmation'] ?? errors['passwordConfirmation']}
      />
    </>
  );
};
