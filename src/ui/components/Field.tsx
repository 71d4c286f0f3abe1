import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../styled-system/css/index.mjs';
import { field } from '../../../styled-system/recipes/index.mjs';
import { fieldNoteIds } from './fieldNoteIds.ts';
import { FieldNotes } from './FieldNotes.tsx';
import { RequiredMark } from './RequiredMark.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

/** Props every labelled control receives from its Field wrapper. */
export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
};

export type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

// Label, hint and error list wired to the control with for/id and aria-describedby.
export const Field = ({ label, hint, errors = [], required, id, className, children }: FieldProps) => {
  const { t } = useTranslation('ui');
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const invalid = errors.length > 0;
  const { describedBy } = fieldNoteIds(controlId, Boolean(hint), invalid);
  const classes = field();
  return (
    <div className={cx(classes.root, className)}>
      {/* The label's id lets a field made of several controls (date + time) name each of them after it. */}
      <label htmlFor={controlId} id={`${controlId}-label`} className={classes.label}>
        {label}
        {required ? (
          <>
            <RequiredMark />
            <VisuallyHidden>{t('field.required')}</VisuallyHidden>
          </>
        ) : null}
      </label>
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined, required })}
      <FieldNotes controlId={controlId} hint={hint} errors={errors} />
    </div>
  );
};
