import type { InputHTMLAttributes } from 'react';
import { input } from '../../../styled-system/recipes/index.mjs';
import { Field } from './Field.tsx';
import { textValueProps, type TextControlProps } from './textControl.ts';

export type TextFieldProps = TextControlProps<InputHTMLAttributes<HTMLInputElement>>;

export const TextField = ({ label, hint, errors, required, id, value, onValueChange, type = 'text', ...rest }: TextFieldProps) => (
  <Field label={label} hint={hint} errors={errors} required={required} id={id}>
    {(control) => <input {...rest} {...control} type={type} {...textValueProps(value, onValueChange)} className={input()} />}
  </Field>
);
