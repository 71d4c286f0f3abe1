import { defineSemanticTokens } from '@pandacss/dev';

// Contrast: every text/background pair below is ≥ 4.5:1 (WCAG AA) on `bg` and `surface`.
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: { value: '#f6f7f9' },
    surface: { value: '#ffffff' },
    surfaceMuted: { value: '#eef0f3' },
    surfaceHover: { value: '#e7eaf0' },
    border: { value: '#d0d5dd' },
    borderStrong: { value: '#98a2b3' },
    text: { value: '#1d2433' },
    muted: { value: '#4b5565' },
    accent: {
      DEFAULT: { value: '{colors.brand.600}' },
      hover: { value: '{colors.brand.700}' },
      subtle: { value: '{colors.brand.50}' },
      fg: { value: '#ffffff' },
    },
    danger: {
      DEFAULT: { value: '#b42318' },
      hover: { value: '#912018' },
      subtle: { value: '#fef3f2' },
      fg: { value: '#ffffff' },
    },
    success: {
      DEFAULT: { value: '#067647' },
      subtle: { value: '#ecfdf3' },
    },
    warning: {
      DEFAULT: { value: '#93370d' },
      subtle: { value: '#fffaeb' },
    },
    info: {
      DEFAULT: { value: '{colors.brand.700}' },
      subtle: { value: '{colors.brand.50}' },
    },
    focusRing: { value: '#1d4ed8' },
    overlay: { value: 'rgba(16, 24, 40, 0.5)' },
  },
  shadows: {
    raised: { value: '0 1px 2px rgba(16,24,40,0.06), 0 1px 3px rgba(16,24,40,0.10)' },
    overlay: { value: '0 12px 16px -4px rgba(16,24,40,0.10), 0 4px 6px -2px rgba(16,24,40,0.05)' },
  },
  radii: {
    control: { value: '{radii.md}' },
    card: { value: '{radii.lg}' },
  },
});
