import { defineRecipe } from '@pandacss/dev';

// Shared by text inputs, text areas, select/combobox controls and date inputs.
export const inputRecipe = defineRecipe({
  className: 'input',
  base: {
    width: '100%',
    minW: '0',
    minH: '9',
    px: '2.5',
    py: '1.5',
    bg: 'surface',
    color: 'text',
    borderWidth: '1px',
    borderColor: 'borderStrong',
    borderRadius: 'control',
    textStyle: 'body',
    textAlign: 'start',
    _placeholder: { color: 'muted' },
    _disabled: { bg: 'surfaceMuted', cursor: 'not-allowed' },
    '&[aria-invalid=true], &[data-invalid]': { borderColor: 'danger' },
  },
  variants: {
    multiline: { true: { minH: '20', resize: 'vertical' } },
  },
});
