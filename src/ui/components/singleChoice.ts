export type SingleChoice = {
  value: string | null;
  onValueChange: (value: string | null) => void;
  invalid: boolean;
  required: boolean | undefined;
  disabled: boolean | undefined;
  name: string | undefined;
};

/**
 * Root props shared by our Select and Combobox: Ark's roots hold a list of values, ours hold one or none; the
 * popup is as wide as the control.
 */
export const singleChoiceRootProps = ({ value, onValueChange, invalid, required, disabled, name }: SingleChoice) => ({
  value: value === null ? [] : [value],
  onValueChange: (details: { value: string[] }) => onValueChange(details.value[0] ?? null),
  invalid,
  required,
  disabled,
  name,
  positioning: { sameWidth: true },
});
