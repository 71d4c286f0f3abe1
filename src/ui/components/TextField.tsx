import type { InputHTMLAttributes, ReactNode } from 'react';
import { input } from '../../../styled-system/recipes/index.mjs';
import { Field } from './Field.tsx';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  errors?: readonly string[];
  id?: string;
};

export const TextField = ({ label, hint, errors, required, id, value, onValueChange, type = 'text', ...rest }: TextFieldProps) => (
  <Field label={label} hint={hint} errors={errors} required={required} id={id}>
    {(control) => (
      <input
        {...rest}
        {...control}
        type={type}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={input()}
      />
    )}
  </Field>
);
