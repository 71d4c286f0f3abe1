import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css/index.mjs';

export type SwitchProps = {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
};

const root = css({ display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer', minH: '8', _disabled: { opacity: 0.55, cursor: 'not-allowed' } });
const control = css({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  w: '9',
  h: '5',
  p: '0.5',
  borderRadius: 'full',
  bg: 'borderStrong',
  transition: 'background 120ms',
  _checked: { bg: 'accent' },
  '[data-focus-visible] > &': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
const thumb = css({
  w: '4',
  h: '4',
  borderRadius: 'full',
  bg: 'surface',
  boxShadow: 'raised',
  transition: 'transform 120ms',
  _checked: { transform: 'translateX(1rem)' },
});

export const Switch = ({ label, checked, onCheckedChange, name, disabled }: SwitchProps) => (
  <ArkSwitch.Root className={root} checked={checked} onCheckedChange={(details) => onCheckedChange(details.checked)} name={name} disabled={disabled}>
    <ArkSwitch.Control className={control}>
      <ArkSwitch.Thumb className={thumb} />
    </ArkSwitch.Control>
    <ArkSwitch.Label>{label}</ArkSwitch.Label>
    <ArkSwitch.HiddenInput />
  </ArkSwitch.Root>
);
