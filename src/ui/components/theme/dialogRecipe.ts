import { defineSlotRecipe } from '@pandacss/dev';

export const dialogRecipe = defineSlotRecipe({
  className: 'dialog',
  slots: ['backdrop', 'positioner', 'content', 'title', 'description', 'body', 'footer'],
  base: {
    backdrop: { position: 'fixed', inset: '0', bg: 'overlay', zIndex: 'overlay' },
    positioner: {
      position: 'fixed',
      inset: '0',
      display: 'flex',
      alignItems: { base: 'flex-end', sm: 'center' },
      justifyContent: 'center',
      p: { base: '0', sm: '4' },
      zIndex: 'modal',
    },
    content: {
      bg: 'surface',
      color: 'text',
      width: '100%',
      maxW: { base: '100%', sm: '32rem' },
      maxH: '90dvh',
      overflowY: 'auto',
      borderRadius: 'card',
      boxShadow: 'overlay',
      p: '5',
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
    },
    title: { textStyle: 'sectionTitle' },
    description: { color: 'muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '3' },
    footer: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '2', pt: '2' },
  },
});
