import { defineConfig } from '@pandacss/dev';

// Event colours of spec §9 are tokens so that the calendar and its legend share one source.
export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  jsxFramework: 'react',
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
        fonts: {
          body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
          mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
        },
      },
    },
  },
});
