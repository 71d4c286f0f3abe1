import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { PATRON_SAINT_SETTING } from '../../domain/italianHolidays.ts';
import { CARRY_OVER_EXPIRY_SETTING } from '../../domain/leaveKinds.ts';
import type { SettingInput } from '../../api/settings.ts';
import { settingsSave } from '../../machines/records/settings.logic.ts';
import { Button } from '../components/Button.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { errorTagText } from '../components/messageText.ts';
import { changedEntries, notifySettingsSaved } from '../components/unchangedSave.ts';
import { Section } from '../components/Section.tsx';
import { TextField } from '../components/TextField.tsx';
import { useForm } from '../components/useForm.ts';
import { usePermission } from '../components/usePermission.ts';
import { formatDayMonth, parseDayMonth } from './dayMonth.ts';
import { useSetting } from '../app/sessionHooks.ts';

type LeaveCalendarValues = { patronSaint: string; carryOverExpiry: string };


/**
 * The tenant's leave calendar (issue 30): its patron saint day, which like the national holidays costs no leave (the
 * server recomputes pending requests when it changes), and the day of the next year until which last year's
 * remaining hours stay usable. Shown to those who may change tenant settings, beside the other tenant settings.
 */
export const LeaveCalendarSetting = () => {
  const { t } = useTranslation(['vacations', 'settings', 'common']);
  const allowed = usePermission('settings.update');
  const patron = useSetting(PATRON_SAINT_SETTING);
  const expiry = useSetting(CARRY_OVER_EXPIRY_SETTING);
  const initialValues = { patronSaint: formatDayMonth(patron), carryOverExpiry: formatDayMonth(expiry) };
  const entries = (values: LeaveCalendarValues): readonly SettingInput[] => [
    { key: PATRON_SAINT_SETTING, value: parseDayMonth(values.patronSaint) ?? null },
    { key: CARRY_OVER_EXPIRY_SETTING, value: parseDayMonth(values.carryOverExpiry) ?? null },
  ];
  const form = useForm(settingsSave, {
    initialValues,
    validate: (values): Readonly<Record<string, readonly string[]>> => ({
      ...(parseDayMonth(values.patronSaint) === undefined ? { patronSaint: [t('vacations:settings.invalidDay')] } : {}),
      ...(parseDayMonth(values.carryOverExpiry) === undefined ? { carryOverExpiry: [t('vacations:settings.invalidDay')] } : {}),
    }),
    // What was loaded is not sent again: nothing changed sends nothing and says so (unchangedSave.ts).
    request: (values: LeaveCalendarValues) => changedEntries(entries(values), entries(initialValues)),
    onSucceeded: (saved) => notifySettingsSaved(saved, { unchanged: t('settings:unchanged'), updated: t('settings:saved') }),
    onFailed: () => undefined,
  });
  if (!allowed) return null;
  return (
    <Section title={t('vacations:settings.title')} description={t('vacations:settings.description')}>
      <form {...form.formProps} aria-label={t('vacations:settings.title')} className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '28rem' })}>
        <TextField
          label={t('vacations:settings.patronSaint')}
          name="patronSaint"
          hint={t('vacations:settings.patronSaintHint')}
          maxLength={5}
          inputMode="numeric"
          autoComplete="off"
          value={form.values.patronSaint}
          onValueChange={(value) => form.change('patronSaint', value)}
          errors={form.fieldErrors['patronSaint']}
        />
        <TextField
          label={t('vacations:settings.carryOverExpiry')}
          name="carryOverExpiry"
          hint={t('vacations:settings.carryOverExpiryHint')}
          maxLength={5}
          inputMode="numeric"
          autoComplete="off"
          value={form.values.carryOverExpiry}
          onValueChange={(value) => form.change('carryOverExpiry', value)}
          errors={form.fieldErrors['carryOverExpiry']}
        />
        <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
        <div>
          <Button type="submit" variant="primary" loading={form.saving}>
            {t('vacations:settings.save')}
          </Button>
        </div>
      </form>
    </Section>
  );
};
