import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { input } from '../../../styled-system/recipes/index.mjs';
import { Field } from './Field.tsx';

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id'> & {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  errors?: readonly string[];
  id?: string;
};

export const TextArea = ({ label, hint, errors, required, id, value, onValueChange, rows = 4, ...rest }: TextAreaProps) => (
  <Field label={label} hint={hint} errors={errors} required={required} id={id}>
    {(control) => (
      <textarea
        {...rest}
        {...control}
        rows={rows}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={input({ multiline: true })}
      />
    )}
  </Field>
);
