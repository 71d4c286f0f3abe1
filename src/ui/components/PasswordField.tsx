import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { input } from '../../../styled-system/recipes/index.mjs';
import { Field } from './Field.tsx';
import { IconButton } from './IconButton.tsx';

export type PasswordFieldProps = {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  id?: string;
  name?: string;
  autoComplete?: 'current-password' | 'new-password';
  disabled?: boolean;
};

export const PasswordField = ({ label, hint, errors, required, id, value, onValueChange, autoComplete = 'current-password', name, disabled }: PasswordFieldProps) => {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} errors={errors} required={required} id={id}>
      {(control) => (
        <div className={css({ position: 'relative', display: 'flex' })}>
          <input
            {...control}
            name={name}
            disabled={disabled}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            className={`${input()} ${css({ pe: '10' })}`}
          />
          <IconButton
            size="sm"
            className={css({ position: 'absolute', insetInlineEnd: '0.5', top: '50%', transform: 'translateY(-50%)' })}
            aria-label={visible ? t('password.hide') : t('password.show')}
            aria-pressed={visible}
            aria-controls={control.id}
            disabled={disabled}
            icon={visible ? <EyeOff size={16} /> : <Eye size={16} />}
            onClick={() => setVisible((current) => !current)}
          />
        </div>
      )}
    </Field>
  );
};
