import { defineTextStyles } from '@pandacss/dev';

export const textStyles = defineTextStyles({
  body: { value: { fontSize: '0.875rem', lineHeight: '1.45', fontWeight: '400' } },
  small: { value: { fontSize: '0.8125rem', lineHeight: '1.4', fontWeight: '400' } },
  label: { value: { fontSize: '0.875rem', lineHeight: '1.3', fontWeight: '600' } },
  pageTitle: { value: { fontSize: '1.375rem', lineHeight: '1.25', fontWeight: '700' } },
  sectionTitle: { value: { fontSize: '1rem', lineHeight: '1.3', fontWeight: '600' } },
});
