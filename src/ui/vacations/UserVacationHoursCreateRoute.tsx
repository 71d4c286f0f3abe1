import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { createUserVacationHour, type UserVacationHour } from '../../api/userVacationHours.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';
import { createFormMachine } from '../../machines/generic/form.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Checkbox } from '../components/Checkbox.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid, FormGridFull } from '../components/FormGrid.tsx';
import { formRules } from '../components/formRules.ts';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { TextField } from '../components/TextField.tsx';
import { useForm } from '../components/useForm.ts';
import { userOptions } from './userOptions.ts';

type HoursValues = {
  userId: string | null;
  userName: string | null;
  year: string;
  vacationHours: string;
  permissionHours: string;
  exHolidayHours: string;
  workingHoursPerDay: string;
  workingDays: readonly number[];
};

const hoursForm = createFormMachine<HoursValues, UserVacationHour>();

const rules: FormSchema<keyof HoursValues> = { userId: [required], year: [required], vacationHours: [required], permissionHours: [required], workingHoursPerDay: [required], workingDays: [required] };

const decimal = (text: string) => text.trim().replace(',', '.');

/** user-vacation-hours/create: a person's yearly allowance and the working time their leave is counted in. */
const UserVacationHoursCreateRoute = () => {
  const { t } = useTranslation(['vacations', 'common']);
  const { client } = useApiClients();
  const [, navigate] = useLocation();
  const form = useForm(hoursForm, {
    initialValues: { userId: null, userName: null, year: String(new Date().getFullYear()), vacationHours: '160', permissionHours: '72', exHolidayHours: '0', workingHoursPerDay: '8', workingDays: [1, 2, 3, 4, 5] },
    validate: formRules<HoursValues>(t, rules),
    submit: (v) =>
      createUserVacationHour(client, {
        userId: Number(v.userId),
        year: Number(v.year),
        vacationHours: decimal(v.vacationHours),
        permissionHours: decimal(v.permissionHours),
        exHolidayHours: decimal(v.exHolidayHours === '' ? '0' : v.exHolidayHours),
        workingHoursPerDay: decimal(v.workingHoursPerDay),
        workingDays: [...v.workingDays],
      }),
    onSucceeded: () => {
      notify.success(t('common:notices.created', { name: t('vacations:hours.entity') }));
      navigate('/user-vacation-hours');
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('vacations:hours.entity') })),
  });
  const { values, fieldErrors, change, pickerChange } = form;
  const toggleDay = (day: number, on: boolean) => change('workingDays', on ? [...values.workingDays, day].sort((a, b) => a - b) : values.workingDays.filter((d) => d !== day));
  return (
    <>
      <PageHeader title={t('vacations:hours.create')} breadcrumbs={[{ label: t('vacations:hours.title'), href: '/user-vacation-hours' }, { label: t('vacations:hours.create') }]} />
      <form {...form.formProps} aria-label={t('vacations:hours.formLabel')} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <FormGrid>
          <RemoteCombobox label={t('vacations:fields.user')} required value={values.userId} selectedLabel={values.userName} onValueChange={pickerChange('userId', 'userName')} load={userOptions(client)} errors={fieldErrors['userId']} />
          <TextField label={t('vacations:hours.year')} name="year" required inputMode="numeric" maxLength={4} value={values.year} onValueChange={(v) => change('year', v)} errors={fieldErrors['year']} />
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
        <FormActions submitLabel={t('common:actions.create')} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={() => navigate('/user-vacation-hours')} />
      </form>
    </>
  );
};

export default UserVacationHoursCreateRoute;
