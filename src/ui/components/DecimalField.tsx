import { TextField, type TextFieldProps } from './TextField.tsx';

export type DecimalFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/**
 * A decimal (price, quantity, percentage) typed as text: the value stays the string the user typed, so nothing is
 * lost to floats; `parseDecimalInput` (decimalFormat.ts) turns it into the wire's decimal string on submit, and
 * `useDecimalFormat().inputText` fills it from a wire value. Phones get the numeric keyboard with a separator.
 */
export const DecimalField = (props: DecimalFieldProps) => <TextField {...props} type="text" inputMode="decimal" autoComplete="off" />;
