import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { leaveKindOf, PICKABLE_LEAVE_TYPES } from '../../domain/leaveKinds.ts';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid, FormGridFull } from '../components/FormGrid.tsx';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { Select } from '../components/Select.tsx';
import { Switch } from '../components/Switch.tsx';
import { TextArea } from '../components/TextArea.tsx';
import { TextField } from '../components/TextField.tsx';
import type { FormHandle } from '../components/useForm.ts';
import { DurationPreview } from '../components/vacations/DurationPreview.tsx';
import { vacationFormFailureText } from './formFailureText.ts';
import { RemainingHours } from './RemainingHours.tsx';
import { usePersonPicker } from './usePersonPicker.ts';
import { periodOf, withAllDay, type VacationFormValues } from './vacationForm.ts';

export type VacationFormProps<Result> = {
  form: FormHandle<VacationFormValues, Result>;
  mode: 'create' | 'edit';
  submitLabel: string;
  onCancel: () => void;
  readOnly?: boolean;
  /** The current year, for the remaining hours before a start is chosen. */
  thisYear: number;
};

/** A leave request's fields, with its duration and the remaining hours shown before sending. */
export const VacationForm = <Result,>({ form, mode, submitLabel, onCancel, readOnly = false, thisYear }: VacationFormProps<Result>) => {
  const { t } = useTranslation(['vacations', 'common']);
  const pickPerson = usePersonPicker('file');
  const { values, fieldErrors, change, pickerChange } = form;
  const period = periodOf(values);
  const userId = values.userId === null ? null : Number(values.userId);
  const year = values.start === null ? thisYear : Number(values.start.slice(0, 4));
  // "Altro" once: a request stored as the legacy `other` still shows its own value.
  const types = values.type === 'other' ? [...PICKABLE_LEAVE_TYPES, 'other' as const] : PICKABLE_LEAVE_TYPES;
  const typeOptions = types.map((type) => ({ value: type, label: t(`common:eventTypes.${type}`) }));
  const kind = values.type === null ? undefined : leaveKindOf(values.type, values.typeDescription);
  const dateMode = values.allDay ? 'date' : 'datetime';
  const personShown = mode === 'create' && pickPerson !== null;
  return (
    <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 18rem' }, alignItems: 'start' })}>
      <form {...form.formProps} aria-label={t(mode === 'create' ? 'vacations:create.title' : 'vacations:edit.formLabel')} className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' })}>
        <fieldset disabled={readOnly} className={css({ border: '0', p: '0', m: '0', minW: '0' })}>
          <FormGrid>
            {personShown ? (
              <RemoteCombobox
                label={t('vacations:fields.user')}
                value={values.userId}
                selectedLabel={values.userName}
                onValueChange={pickerChange('userId', 'userName')}
                load={pickPerson}
                errors={fieldErrors['userId']}
              />
            ) : null}
            <Select label={t('vacations:fields.type')} name="type" required options={typeOptions} value={values.type} onValueChange={(value) => change('type', value)} errors={fieldErrors['type']} />
            <TextField label={t('vacations:fields.typeDescription')} name="typeDescription" maxLength={255} value={values.typeDescription} onValueChange={(value) => change('typeDescription', value)} errors={fieldErrors['typeDescription']} />
            <FormGridFull>
              <Switch label={t('vacations:fields.allDay')} name="allDay" checked={values.allDay} onCheckedChange={(checked) => {
                const next = withAllDay(values, checked);
                change('allDay', next.allDay);
                change('start', next.start);
                change('end', next.end);
              }} />
            </FormGridFull>
            <DateTimeField key={`start-${dateMode}`} mode={dateMode} label={t('vacations:fields.start')} name="start" required value={values.start} onValueChange={(value) => change('start', value)} errors={fieldErrors['start']} />
            <DateTimeField key={`end-${dateMode}`} mode={dateMode} label={t('vacations:fields.end')} name="end" required value={values.end} onValueChange={(value) => change('end', value)} errors={fieldErrors['end']} />
            <FormGridFull>
              <DurationPreview userId={userId} period={period} />
            </FormGridFull>
            <FormGridFull>
              <TextArea label={t('vacations:fields.notes')} name="notes" maxLength={2000} value={values.notes} onValueChange={(value) => change('notes', value)} errors={fieldErrors['notes']} />
            </FormGridFull>
          </FormGrid>
        </fieldset>
        <FormFailure message={vacationFormFailureText(t, form.formError, fieldErrors, personShown)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
        {readOnly ? null : <FormActions submitLabel={submitLabel} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={onCancel} />}
      </form>
      <RemainingHours userId={userId} year={year} kind={kind} version={form.saving ? 1 : 0} />
    </div>
  );
};
