import { defineRecipe } from '@pandacss/dev';

export const badgeRecipe = defineRecipe({
  className: 'badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    borderWidth: '1px',
    textStyle: 'small',
    fontWeight: '600',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { bg: 'surfaceMuted', color: 'text', borderColor: 'border' },
      info: { bg: 'info.subtle', color: 'info', borderColor: 'info' },
      success: { bg: 'success.subtle', color: 'success', borderColor: 'success' },
      warning: { bg: 'warning.subtle', color: 'warning', borderColor: 'warning' },
      danger: { bg: 'danger.subtle', color: 'danger', borderColor: 'danger' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
