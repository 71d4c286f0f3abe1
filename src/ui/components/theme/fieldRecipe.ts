import { defineSlotRecipe } from '@pandacss/dev';

export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  slots: ['root', 'label', 'required', 'hint', 'errors'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1', minW: '0' },
    label: { textStyle: 'label', color: 'text' },
    required: { color: 'danger', ms: '0.5' },
    hint: { textStyle: 'small', color: 'muted' },
    errors: { textStyle: 'small', color: 'danger', listStyle: 'none', p: '0', m: '0' },
  },
});
