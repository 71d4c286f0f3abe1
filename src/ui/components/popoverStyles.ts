import { css } from '../../../styled-system/css/index.mjs';

// Shared look of floating lists (Select, Combobox, Menu).
export const popoverContent = css({
  bg: 'surface',
  color: 'text',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'control',
  boxShadow: 'overlay',
  py: '1',
  minW: '10rem',
  maxH: '18rem',
  overflowY: 'auto',
  zIndex: 'dropdown',
  _focusVisible: { outline: 'none' },
});

export const popoverItem = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  px: '3',
  py: '1.5',
  minH: '8',
  cursor: 'pointer',
  _highlighted: { bg: 'surfaceHover' },
  _disabled: { opacity: 0.55, cursor: 'not-allowed' },
  '&[data-state=checked]': { fontWeight: '600' },
});

export const triggerControl = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  cursor: 'pointer',
});
