import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Phase } from '../../api/works.ts';
import { phaseUpdate } from '../../machines/records/works.logic.ts';
import { Button } from '../components/Button.tsx';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { Dialog } from '../components/Dialog.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { formRules } from '../components/formRules.ts';
import { errorTagText } from '../components/messageText.ts';
import { Select } from '../components/Select.tsx';
import { TextArea } from '../components/TextArea.tsx';
import { TextField } from '../components/TextField.tsx';
import { useForm } from '../components/useForm.ts';
import { phaseChanges, phasePositions, phaseRules, phaseToValues, type PhaseFormValues } from './phaseForm.ts';

export type PhaseEditDialogProps = {
  readonly workId: number;
  readonly phase: Phase;
  /** How many phases the work has: the places the phase can move to. */
  readonly phaseCount: number;
  readonly onClose: () => void;
  /** After the save; null when nothing had changed (no call was made). */
  readonly onSaved: (saved: Phase | null) => void;
  /** After a refused or failed save (the dialog stays open with the reason). */
  readonly onFailed: () => void;
};

/**
 * A phase's name, description, place and dates, in a dialog over the work. Mounted only while open (its form starts
 * from the phase as listed); Escape, ✕ and Cancel close it without saving, except while the save runs.
 */
export const PhaseEditDialog = ({ workId, phase, phaseCount, onClose, onSaved, onFailed }: PhaseEditDialogProps) => {
  const { t } = useTranslation(['works', 'common']);
  const form = useForm(phaseUpdate, {
    initialValues: phaseToValues(phase),
    validate: formRules<PhaseFormValues>(t, phaseRules),
    request: (values) => ({ workId, phaseId: phase.id, changes: phaseChanges(phase, values) }),
    onSucceeded: onSaved,
    onFailed,
    // Every phase's dialog is on the work's address: a draft kept when the session ends returns to its own phase.
    draftScope: `phase-${phase.id}`,
  });
  const { values, fieldErrors, change } = form;
  // The dialog opens on the name (its first field), not on the ✕ before it.
  const nameId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      busy={form.saving}
      title={t('works:phases.editTitle', { name: phase.name })}
      initialFocusEl={() => document.getElementById(nameId)}
    >
      <form {...form.formProps} aria-label={t('works:phases.editTitle', { name: phase.name })} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <TextField id={nameId} label={t('works:fields.name')} name="name" required maxLength={255} value={values.name} onValueChange={(value) => change('name', value)} errors={fieldErrors['name']} />
        <TextArea
          label={t('works:fields.description')}
          name="description"
          maxLength={5000}
          rows={3}
          value={values.description}
          onValueChange={(value) => change('description', value)}
          errors={fieldErrors['description']}
        />
        <Select
          inline
          label={t('works:phases.position')}
          name="position"
          options={phasePositions(phaseCount, phase.position).map((position) => ({ value: position, label: position }))}
          value={values.position}
          onValueChange={(value) => change('position', value ?? String(phase.position))}
          hint={t('works:phases.positionHint')}
          errors={fieldErrors['position']}
        />
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', '& > *': { flex: '1 1 12rem' } })}>
          <DateTimeField label={t('works:fields.startDate')} name="startDate" mode="date" value={values.startDate} onValueChange={(value) => change('startDate', value)} errors={fieldErrors['startDate']} />
          <DateTimeField label={t('works:fields.endDate')} name="endDate" mode="date" value={values.endDate} onValueChange={(value) => change('endDate', value)} errors={fieldErrors['endDate']} />
        </div>
        <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
          <Button type="button" variant="secondary" onClick={onClose} disabled={form.saving}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={form.saving}>
            {t('common:actions.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
