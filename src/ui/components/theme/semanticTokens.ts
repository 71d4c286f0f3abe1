import { defineSemanticTokens } from '@pandacss/dev';

// Contrast: every text/background pair below is ≥ 4.5:1 (WCAG AA) on `bg` and `surface`, in both themes. The dark
// values apply under `[data-theme=dark]` on <html> (panda.config.ts `conditions.dark`, set by src/ui/app/theme.ts).
// In dark, `accent` and `danger` are light hues (they are text colours on dark surfaces), so their `fg` is dark.
const pair = (light: string, dark: string) => ({ value: { base: light, _dark: dark } });

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: pair('#f6f7f9', '#0f1218'),
    surface: pair('#ffffff', '#171b23'),
    surfaceMuted: pair('#eef0f3', '#1f2430'),
    surfaceHover: pair('#e7eaf0', '#272d3a'),
    border: pair('#d0d5dd', '#3a4252'),
    borderStrong: pair('#98a2b3', '#6b7587'),
    text: pair('#1d2433', '#e6e9ef'),
    muted: pair('#4b5565', '#a9b1bf'),
    accent: {
      DEFAULT: pair('{colors.brand.600}', '#8fb0ff'),
      hover: pair('{colors.brand.700}', '#b3c8ff'),
      subtle: pair('{colors.brand.50}', '#1c2a4d'),
      fg: pair('#ffffff', '#0b1220'),
    },
    danger: {
      DEFAULT: pair('#b42318', '#f97066'),
      hover: pair('#912018', '#fda29b'),
      subtle: pair('#fef3f2', '#3b1614'),
      fg: pair('#ffffff', '#1a0a08'),
    },
    success: {
      DEFAULT: pair('#067647', '#47cd89'),
      subtle: pair('#ecfdf3', '#0f2e20'),
    },
    warning: {
      DEFAULT: pair('#93370d', '#fdb022'),
      subtle: pair('#fffaeb', '#3a2a0a'),
    },
    info: {
      DEFAULT: pair('{colors.brand.700}', '#8fb0ff'),
      subtle: pair('{colors.brand.50}', '#1c2a4d'),
    },
    // A second highlight (the selected state of a statechart diagram), apart from `accent`.
    highlight: pair('#7c3aed', '#c4b5fd'),
    focusRing: pair('#1d4ed8', '#8fb0ff'),
    overlay: pair('rgba(16, 24, 40, 0.5)', 'rgba(0, 0, 0, 0.65)'),
  },
  shadows: {
    raised: pair('0 1px 2px rgba(16,24,40,0.06), 0 1px 3px rgba(16,24,40,0.10)', '0 1px 2px rgba(0,0,0,0.4), 0 1px 3px rgba(0,0,0,0.5)'),
    overlay: pair('0 12px 16px -4px rgba(16,24,40,0.10), 0 4px 6px -2px rgba(16,24,40,0.05)', '0 12px 16px -4px rgba(0,0,0,0.55), 0 4px 6px -2px rgba(0,0,0,0.4)'),
  },
  radii: {
    control: { value: '{radii.md}' },
    card: { value: '{radii.lg}' },
  },
});
