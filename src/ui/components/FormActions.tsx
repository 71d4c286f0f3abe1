import { css } from '../../../styled-system/css/index.mjs';
import { Button } from './Button.tsx';

export type FormActionsProps = { submitLabel: string; cancelLabel: string; saving: boolean; onCancel: () => void };

/** Submit and cancel below a create or edit form; submit stays focusable while saving (aria-busy). */
export const FormActions = ({ submitLabel, cancelLabel, saving, onCancel }: FormActionsProps) => (
  <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
    <Button type="submit" variant="primary" loading={saving}>
      {submitLabel}
    </Button>
    <Button variant="secondary" onClick={onCancel}>
      {cancelLabel}
    </Button>
  </div>
);
