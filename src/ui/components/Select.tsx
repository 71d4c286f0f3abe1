import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../styled-system/css/index.mjs';
import { field, input } from '../../../styled-system/recipes/index.mjs';
import { fieldNoteIds } from './fieldNoteIds.ts';
import { FieldNotes } from './FieldNotes.tsx';
import { popoverContent, popoverItem, triggerControl } from './popoverStyles.ts';
import { RequiredMark } from './RequiredMark.tsx';
import { singleChoiceRootProps } from './singleChoice.ts';

/** `detail`: a second, quieter line under the label (shown by the combobox), e.g. a profile's city and e-mail. */
export type SelectOption = { value: string; label: string; detail?: string; disabled?: boolean };

export type SelectProps = {
  label: ReactNode;
  options: readonly SelectOption[];
  value: string | null;
  onValueChange: (value: string | null) => void;
  placeholder?: string;
  hint?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  disabled?: boolean;
  name?: string;
  /**
   * Render the options in place instead of in a portal: needed inside a modal dialog, which hides (aria-hidden)
   * everything outside itself, options included (as Combobox's `inline`).
   */
  inline?: boolean;
};

export const Select = ({ label, options, value, onValueChange, placeholder, hint, errors = [], required, disabled, name, inline = false }: SelectProps) => {
  const { t } = useTranslation('ui');
  const id = useId();
  const collection = useMemo(
    () => createListCollection<SelectOption>({ items: [...options], isItemDisabled: (item) => item.disabled === true }),
    [options],
  );
  const invalid = errors.length > 0;
  const { describedBy } = fieldNoteIds(id, Boolean(hint), invalid);
  const classes = field();
  return (
    <ArkSelect.Root
      className={classes.root}
      collection={collection}
      {...singleChoiceRootProps({ value, onValueChange, invalid, required, disabled, name })}
    >
      <ArkSelect.Label className={classes.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </ArkSelect.Label>
      <ArkSelect.Control>
        <ArkSelect.Trigger className={cx(input(), triggerControl)} aria-describedby={describedBy}>
          <ArkSelect.ValueText placeholder={placeholder ?? t('select.placeholder')} />
          <ArkSelect.Indicator>
            <ChevronDown size={16} aria-hidden="true" />
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <FieldNotes controlId={id} hint={hint} errors={errors} />
      <Portal disabled={inline}>
        <ArkSelect.Positioner>
          <ArkSelect.Content className={popoverContent}>
            {collection.items.map((item) => (
              <ArkSelect.Item key={item.value} item={item} className={popoverItem}>
                <ArkSelect.ItemText>{item.label}</ArkSelect.ItemText>
                <ArkSelect.ItemIndicator>
                  <Check size={14} aria-hidden="true" />
                </ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
};
