import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { UserVacationHour } from '../../api/userVacationHours.ts';
import { Checkbox } from '../components/Checkbox.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid, FormGridFull } from '../components/FormGrid.tsx';
import { errorTagText } from '../components/messageText.ts';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { TextField } from '../components/TextField.tsx';
import type { FormHandle } from '../components/useForm.ts';
import { usePersonPicker } from './usePersonPicker.ts';
import { peopleOptions } from '../../machines/records/users.logic.ts';
import type { HoursValues } from './userVacationHoursForm.ts';
import { useCurrentUser } from '../app/sessionHooks.ts';

type HoursForm = FormHandle<HoursValues, UserVacationHour>;

/** The fields of a person's yearly allowance and working time (user-vacation-hours create and edit). */
export const UserVacationHoursForm = ({ form, submitLabel, onCancel }: { form: HoursForm; submitLabel: string; onCancel: () => void }) => {
  const { t } = useTranslation(['vacations', 'common']);
  // Only the people whose allowances the server lets this user set (issue 30): without a team, themselves.
  const picker = usePersonPicker('allowance');
  const me = useCurrentUser();
  const load = useMemo(() => picker ?? peopleOptions(me ? [{ id: me.id, name: me.name }] : []), [picker, me]);
  const { values, fieldErrors, change, pickerChange } = form;
  const toggleDay = (day: number, on: boolean) => change('workingDays', on ? [...values.workingDays, day].sort((a, b) => a - b) : values.workingDays.filter((d) => d !== day));
  return (
    <form {...form.formProps} aria-label={t('vacations:hours.formLabel')} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <FormGrid>
        <RemoteCombobox label={t('vacations:fields.user')} required value={values.userId} selectedLabel={values.userName} onValueChange={pickerChange('userId', 'userName')} load={load} errors={fieldErrors['userId']} />
        <TextField label={t('vacations:hours.year')} name="year" required inputMode="numeric" maxLength={4} value={values.year} onValueChange={(v) => change('year', v)} errors={fieldErrors['year']} />
        <FormGridFull>
          <p className={css({ color: 'muted', textStyle: 'small' })}>{t('vacations:hours.kindsHint')}</p>
        </FormGridFull>
        <TextField label={t('vacations:hours.vacationHours')} name="vacationHours" required inputMode="decimal" value={values.vacationHours} onValueChange={(v) => change('vacationHours', v)} errors={fieldErrors['vacationHours']} />
        <TextField label={t('vacations:hours.permissionHours')} name="permissionHours" required inputMode="decimal" value={values.permissionHours} onValueChange={(v) => change('permissionHours', v)} errors={fieldErrors['permissionHours']} />
        <TextField label={t('vacations:hours.exHolidayHours')} name="exHolidayHours" inputMode="decimal" value={values.exHolidayHours} onValueChange={(v) => change('exHolidayHours', v)} errors={fieldErrors['exHolidayHours']} />
        <TextField label={t('vacations:hours.workingHoursPerDay')} name="workingHoursPerDay" required inputMode="decimal" value={values.workingHoursPerDay} onValueChange={(v) => change('workingHoursPerDay', v)} errors={fieldErrors['workingHoursPerDay']} />
        <FormGridFull>
          <fieldset className={css({ border: '0', p: '0', m: '0', display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <legend className={css({ fontWeight: '500', mb: '1' })}>{t('vacations:hours.workingDays')}</legend>
            {[1, 2, 3, 4, 5, 6, 7].map((day) => (
              <Checkbox key={day} label={t(`vacations:weekdays.${day}`)} checked={values.workingDays.includes(day)} onCheckedChange={(on) => toggleDay(day, on)} />
            ))}
          </fieldset>
          {fieldErrors['workingDays']?.map((e) => (
            <p key={e} className={css({ color: 'danger', textStyle: 'small' })}>
              {e}
            </p>
          ))}
        </FormGridFull>
      </FormGrid>
      <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
      <FormActions submitLabel={submitLabel} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={onCancel} />
    </form>
  );
};
