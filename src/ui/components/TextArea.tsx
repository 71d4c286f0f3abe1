import type { TextareaHTMLAttributes } from 'react';
import { input } from '../../../styled-system/recipes/index.mjs';
import { Field } from './Field.tsx';
import { textValueProps, type TextControlProps } from './textControl.ts';

export type TextAreaProps = TextControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>>;

export const TextArea = ({ label, hint, errors, required, id, value, onValueChange, rows = 4, ...rest }: TextAreaProps) => (
  <Field label={label} hint={hint} errors={errors} required={required} id={id}>
    {(control) => <textarea {...rest} {...control} rows={rows} {...textValueProps(value, onValueChange)} className={input({ multiline: true })} />}
  </Field>
);
