import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickerChoices, type PickerLoad } from '../../machines/generic/pickerOptions.logic.ts';
import { Combobox } from './Combobox.tsx';
import { errorTagText } from './messageText.ts';
import { usePagedList } from './usePagedList.ts';

export type RemoteComboboxProps = {
  label: ReactNode;
  value: string | null;
  /** Label of the current value, shown even when the latest search did not return it. */
  selectedLabel?: string | null;
  onValueChange: (value: string | null, label: string | null) => void;
  /** One page of options for the typed text (empty text: the first page): a module logic's loader, e.g. `customerOptions(client)`. */
  load: PickerLoad;
  hint?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  placeholder?: string;
  /** Options in place, not in a portal (inside a modal dialog). */
  inline?: boolean;
  /** The field empties after each choice: a picker that adds to a list shown beside it. */
  clearOnSelect?: boolean;
};

/** A combobox over an API list (customers, works, profiles…): typing searches the server, stale answers are dropped. */
export const RemoteCombobox = ({ label, value, selectedLabel, onValueChange, load, hint, errors, required, placeholder, inline, clearOnSelect }: RemoteComboboxProps) => {
  const { t } = useTranslation('ui');
  const list = usePagedList(pickerChoices, { pageSize: 20 }, { context: load });
  // Choices that could not be read (the newsletter switched off, no connection, no right to the list) are said under
  // the field, with the reason: an empty list alone reads as "there is nothing to choose".
  const failure = list.status === 'error' && list.errorTag !== null ? t('picker.failed', { reason: errorTagText(t, list.errorTag) }) : null;
  const options =
    value !== null && selectedLabel && !list.items.some((option) => option.value === value) ? [{ value, label: selectedLabel }, ...list.items] : list.items;
  return (
    <Combobox
      label={label}
      options={options}
      value={value}
      onValueChange={(next) => onValueChange(next, options.find((option) => option.value === next)?.label ?? null)}
      onQueryChange={(search) => list.filter({ search })}
      loading={list.status === 'loading' || list.reloading}
      hint={failure === null ? hint : <span role="alert">{failure}</span>}
      errors={errors}
      required={required}
      placeholder={placeholder}
      inline={inline}
      {...(clearOnSelect ? { clearOnSelect } : {})}
    />
  );
};
