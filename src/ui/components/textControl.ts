import type { ChangeEvent, ReactNode } from 'react';

/** The props of a text control in a Field: the element's own attributes, with the value held as a string. */
export type TextControlProps<Attributes> = Omit<Attributes, 'onChange' | 'value' | 'id'> & {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  errors?: readonly string[];
  id?: string;
};

/** `value` and `onChange` of an input or textarea, from the string value and its `onValueChange`. */
export const textValueProps = (value: string, onValueChange: (value: string) => void) => ({
  value,
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValueChange(event.target.value),
});
