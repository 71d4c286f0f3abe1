import type { ReactNode } from 'react';
import { input } from '../../../styled-system/recipes/index.mjs';
import { Field } from './Field.tsx';
import { inputValueToWire, wireToInputValue, type DateTimeMode } from './wireDateTime.ts';

export type DateTimeFieldProps = {
  label: ReactNode;
  /** Wire format: `YYYY-MM-DD HH:mm:ss` (datetime) or `YYYY-MM-DD` (date). */
  value: string | null;
  onValueChange: (value: string | null) => void;
  mode?: DateTimeMode;
  min?: string;
  max?: string;
  hint?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
};

export const DateTimeField = ({ label, value, onValueChange, mode = 'datetime', min, max, hint, errors, required, disabled, id, name }: DateTimeFieldProps) => (
  <Field label={label} hint={hint} errors={errors} required={required} id={id}>
    {(control) => (
      <input
        {...control}
        name={name}
        disabled={disabled}
        type={mode === 'date' ? 'date' : 'datetime-local'}
        min={min ? wireToInputValue(min, mode) : undefined}
        max={max ? wireToInputValue(max, mode) : undefined}
        value={wireToInputValue(value, mode)}
        onChange={(event) => onValueChange(inputValueToWire(event.target.value, mode))}
        className={input()}
      />
    )}
  </Field>
);
