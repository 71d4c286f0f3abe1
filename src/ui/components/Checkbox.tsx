import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import Check from 'lucide-react/icons/check';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css/index.mjs';

export type CheckboxProps = {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
};

const root = css({ display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer', minH: '8', _disabled: { opacity: 0.55, cursor: 'not-allowed' } });
const control = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '4.5',
  h: '4.5',
  flexShrink: 0,
  borderWidth: '1.5px',
  borderColor: 'borderStrong',
  borderRadius: 'sm',
  bg: 'surface',
  color: 'accent.fg',
  _checked: { bg: 'accent', borderColor: 'accent' },
  _invalid: { borderColor: 'danger' },
  '[data-focus-visible] > &': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

export const Checkbox = ({ label, checked, onCheckedChange, name, disabled, invalid, required }: CheckboxProps) => (
  <ArkCheckbox.Root
    className={root}
    checked={checked}
    onCheckedChange={(details) => onCheckedChange(details.checked === true)}
    name={name}
    disabled={disabled}
    invalid={invalid}
    required={required}
  >
    <ArkCheckbox.Control className={control}>
      <ArkCheckbox.Indicator>
        <Check size={14} aria-hidden="true" />
      </ArkCheckbox.Indicator>
    </ArkCheckbox.Control>
    <ArkCheckbox.Label>{label}</ArkCheckbox.Label>
    <ArkCheckbox.HiddenInput />
  </ArkCheckbox.Root>
);
