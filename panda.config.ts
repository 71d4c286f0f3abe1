import { defineConfig } from '@pandacss/dev';
import { recipes, slotRecipes } from './src/ui/components/theme/recipes.ts';
import { semanticTokens } from './src/ui/components/theme/semanticTokens.ts';
import { textStyles } from './src/ui/components/theme/textStyles.ts';

// Event colours of spec §9 are tokens so that the calendar and its legend share one source.
export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  jsxFramework: 'react',
  // Generated type files end in .d.mts so that `import … from '…/styled-system/css/index.mjs'` type-checks
  // (source imports carry their extension; Vite does not read tsconfig paths).
  forceConsistentTypeExtension: true,
  // The theme is an attribute on <html> (src/ui/app/theme.ts; public/theme.js sets it before the first paint).
  conditions: {
    extend: {
      dark: '[data-theme=dark] &',
      light: '[data-theme=light] &',
    },
  },
  globalCss: {
    ':root': { colorScheme: 'light' },
    '[data-theme=dark]': { colorScheme: 'dark' },
    'html, body': { bg: 'bg', color: 'text', fontFamily: 'body', textStyle: 'body' },
    '*:focus-visible': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  },
  theme: {
    extend: {
      tokens: {
        colors: {
          brand: {
            50: { value: '#eef4ff' },
            100: { value: '#dbe6fe' },
            500: { value: '#2f5bd3' },
            600: { value: '#2449b0' },
            700: { value: '#1c3a8c' },
          },
          event: {
            pendingVacation: { value: '#e6e6e6' },
            vacationsAndPermissions: { value: 'green' },
            permission: { value: 'khaki' },
            mission: { value: 'tomato' },
            illness: { value: 'slateblue' },
            smartWorking: { value: 'lightsteelblue' },
            notPaidTimeOff: { value: 'pink' },
            paidTimeOff: { value: 'aquamarine' },
            other: { value: 'blue' },
            company: { value: 'orange' },
          },
        },
        // Layers used by the components (Panda's preset has no z-index tokens).
        zIndex: {
          dropdown: { value: 1000 },
          sticky: { value: 1100 },
          overlay: { value: 1300 },
          // Notices: above the page and a dialog's backdrop, below the dialog itself. On phones a dialog is a bottom
          // sheet, and a notice above it covered its Save and Cancel for 4–8 s (Toaster.tsx).
          toast: { value: 1350 },
          modal: { value: 1400 },
          skipLink: { value: 1800 },
        },
        fonts: {
          body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
          mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
        },
      },
      semanticTokens,
      textStyles,
      recipes,
      slotRecipes,
    },
  },
});
