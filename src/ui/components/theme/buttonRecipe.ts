import { defineRecipe } from '@pandacss/dev';

export const buttonRecipe = defineRecipe({
  className: 'button',
  jsx: ['Button', 'IconButton'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1.5',
    borderRadius: 'control',
    borderWidth: '1px',
    borderColor: 'transparent',
    fontWeight: '600',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transition: 'background 120ms, border-color 120ms',
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
    '&[aria-busy=true]': { cursor: 'progress' },
    '& svg': { flexShrink: 0 },
  },
  variants: {
    variant: {
      primary: { bg: 'accent', color: 'accent.fg', _hover: { _enabled: { bg: 'accent.hover' } } },
      secondary: { bg: 'surface', color: 'text', borderColor: 'border', _hover: { _enabled: { bg: 'surfaceHover' } } },
      ghost: { bg: 'transparent', color: 'text', _hover: { _enabled: { bg: 'surfaceHover' } } },
      danger: { bg: 'danger', color: 'danger.fg', _hover: { _enabled: { bg: 'danger.hover' } } },
    },
    size: {
      sm: { minH: '8', px: '2.5', fontSize: '0.8125rem' },
      md: { minH: '9', px: '3.5', fontSize: '0.875rem' },
      lg: { minH: '11', px: '5', fontSize: '1rem' },
    },
    iconOnly: {
      true: { px: '0', aspectRatio: '1' },
    },
  },
  defaultVariants: { variant: 'secondary', size: 'md' },
});
