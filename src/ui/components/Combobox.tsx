import { Combobox as ArkCombobox, createListCollection } from '@ark-ui/react/combobox';
import { Portal } from '@ark-ui/react/portal';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css/index.mjs';
import { field, input } from '../../../styled-system/recipes/index.mjs';
import { fieldNoteIds } from './fieldNoteIds.ts';
import { FieldNotes } from './FieldNotes.tsx';
import { popoverContent, popoverItem } from './popoverStyles.ts';
import { RequiredMark } from './RequiredMark.tsx';
import { singleChoiceRootProps } from './singleChoice.ts';
import { Spinner } from './Spinner.tsx';
import type { SelectOption } from './Select.tsx';

export type ComboboxProps = {
  label: ReactNode;
  /** Local items, or the latest server answer when `onQueryChange` drives an async search. */
  options: readonly SelectOption[];
  value: string | null;
  onValueChange: (value: string | null) => void;
  /** Async mode: the caller filters (e.g. a machine searching the API); local filtering only narrows its previous answer while `loading`. */
  onQueryChange?: (query: string) => void;
  loading?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  disabled?: boolean;
  name?: string;
  /**
   * Render the options in place instead of in a portal: needed inside a modal dialog, which hides (aria-hidden)
   * everything outside itself, options included.
   */
  inline?: boolean;
  /** A picker that adds what is chosen elsewhere (an event's attendees): the field empties after each choice. */
  clearOnSelect?: boolean;
};

const matches = (option: SelectOption, query: string) => option.label.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());

export const Combobox = (props: ComboboxProps) => {
  const { label, options, value, onValueChange, onQueryChange, loading = false, placeholder, hint, errors = [], required, disabled, name, inline = false, clearOnSelect = false } = props;
  const { t } = useTranslation('ui');
  const id = useId();
  const [query, setQuery] = useState('');
  // While a search is under way, the previous answer is narrowed to what is typed: the options the search will drop
  // leave at once instead of when it answers, under a pointer that may be on its way to the one wanted (a click
  // landed on whatever had moved there). The answer can then only add options the server matched otherwise (a code).
  const narrowed = !onQueryChange || loading;
  const visible = useMemo(() => (narrowed ? options.filter((option) => matches(option, query)) : [...options]), [options, narrowed, query]);
  const collection = useMemo(() => createListCollection<SelectOption>({ items: visible, isItemDisabled: (item) => item.disabled === true }), [visible]);
  const invalid = errors.length > 0;
  const { describedBy } = fieldNoteIds(id, Boolean(hint), invalid);
  const classes = field();
  return (
    <ArkCombobox.Root
      className={classes.root}
      collection={collection}
      {...singleChoiceRootProps({ value, onValueChange, invalid, required, disabled, name })}
      onInputValueChange={(details) => {
        setQuery(details.inputValue);
        onQueryChange?.(details.inputValue);
      }}
      // A click on the field opens the list, as a person expects of a picker (it took typing or ↓ before).
      openOnClick
      {...(clearOnSelect ? { selectionBehavior: 'clear' as const } : {})}
      onOpenChange={(details) => {
        // Opened on a field that shows the chosen option, the list offers every option again, not only the one whose
        // name the field holds; typing filters as before.
        const chosen = value === null ? undefined : options.find((option) => option.value === value)?.label;
        if (details.open && chosen !== undefined && query === chosen) {
          setQuery('');
          onQueryChange?.('');
        }
      }}
    >
      <ArkCombobox.Label className={classes.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </ArkCombobox.Label>
      <ArkCombobox.Control className={css({ position: 'relative' })}>
        <ArkCombobox.Input className={cx(input(), css({ pe: loading ? '16' : '9' }))} placeholder={placeholder} aria-describedby={describedBy} />
        {/* A search under way shows in the field, not above the options: a spinner row pushed the options down while
            one was being clicked, and the click landed on the spinner (the choice was lost, the list stayed open). */}
        {loading ? (
          <span className={css({ position: 'absolute', insetInlineEnd: '9', top: '50%', transform: 'translateY(-50%)', display: 'inline-flex', color: 'muted' })}>
            <Spinner size="sm" />
          </span>
        ) : null}
        <ArkCombobox.Trigger
          aria-label={t('combobox.open')}
          className={css({ position: 'absolute', insetInlineEnd: '1', top: '50%', transform: 'translateY(-50%)', p: '1.5', cursor: 'pointer' })}
        >
          <ChevronDown size={16} aria-hidden="true" />
        </ArkCombobox.Trigger>
      </ArkCombobox.Control>
      <FieldNotes controlId={id} hint={hint} errors={errors} />
      <Portal disabled={inline}>
        <ArkCombobox.Positioner>
          <ArkCombobox.Content className={popoverContent} aria-busy={loading || undefined}>
            {!loading && collection.items.length === 0 ? <div className={css({ px: '3', py: '2', color: 'muted' })}>{t('combobox.noResults')}</div> : null}
            {collection.items.map((item) => (
              <ArkCombobox.Item key={item.value} item={item} className={popoverItem}>
                {item.detail ? (
                  <span className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
                    <ArkCombobox.ItemText>{item.label}</ArkCombobox.ItemText>
                    <span className={css({ textStyle: 'small', color: 'muted', overflowWrap: 'anywhere' })}>{item.detail}</span>
                  </span>
                ) : (
                  <ArkCombobox.ItemText>{item.label}</ArkCombobox.ItemText>
                )}
                <ArkCombobox.ItemIndicator>
                  <Check size={14} aria-hidden="true" />
                </ArkCombobox.ItemIndicator>
              </ArkCombobox.Item>
            ))}
          </ArkCombobox.Content>
        </ArkCombobox.Positioner>
      </Portal>
    </ArkCombobox.Root>
  );
};
