import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { settingsSave } from '../../machines/records/settings.logic.ts';
import { SessionContext } from '../app/SessionContext.ts';
import { useSettings } from '../app/sessionHooks.ts';
import { Button } from '../components/Button.tsx';
import { Combobox } from '../components/Combobox.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notifySettingsSaved } from '../components/unchangedSave.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Section } from '../components/Section.tsx';
import { Select } from '../components/Select.tsx';
import { Switch } from '../components/Switch.tsx';
import { useForm } from '../components/useForm.ts';
import { ReopenSetupSection } from './ReopenSetupSection.tsx';
import { DataSafetySection } from './DataSafetySection.tsx';
import { weekdayNames } from '../../domain/weekdayNames.ts';
import { changedSettings, timeZones, TENANT_MODULES, toggledModule, workspaceValues, type TenantModule, type WorkspaceValues } from './workspaceForm.ts';


const MODULE_LABELS: Readonly<Record<TenantModule, string>> = {
  calendar: 'app:menu.calendar',
  profiles: 'app:menu.profiles',
  works: 'app:menu.works',
  tasks: 'app:menu.tasks',
  articles: 'app:menu.articles',
  'price-lists': 'app:menu.priceLists',
  quotes: 'app:menu.quotes',
  proposals: 'app:menu.proposals',
  samples: 'app:menu.samples',
  vacations: 'app:menu.vacations',
  newsletter: 'app:menu.newsletter',
  'sales-reports': 'app:menu.salesReports',
  statistics: 'app:menu.statistics',
  evaluators: 'app:menu.evaluators',
  documents: 'app:menu.documents',
};

const WorkspaceForm = ({ initialValues }: { initialValues: WorkspaceValues }) => {
  const { t, i18n } = useTranslation(['settings', 'app', 'common']);
  const session = SessionContext.useActorRef();
  const days = weekdayNames(i18n.resolvedLanguage ?? i18n.language);
  const form = useForm(settingsSave, {
    initialValues,
    request: (values: WorkspaceValues) => changedSettings(initialValues, values),
    onSucceeded: (saved) => {
      // The shell follows at once: the menu, the language of who chose none, the calendars' first day.
      session.send({ type: 'settings.saved', settings: Object.fromEntries(saved.map((setting) => [setting.key, setting.value])) });
      notifySettingsSaved(saved, { unchanged: t('settings:unchanged'), updated: t('settings:saved') });
    },
  });
  return (
    <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '40rem' })}>
      <Section title={t('settings:workspace.modulesTitle')} description={t('settings:workspace.modulesDescription')}>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '3' })}>
          {TENANT_MODULES.map((module) => (
            <Switch
              key={module}
              name={`module-${module}`}
              label={t(MODULE_LABELS[module])}
              checked={!form.values.hidden.includes(module)}
              onCheckedChange={(on) => form.change('hidden', toggledModule(form.values.hidden, module, on))}
            />
          ))}
        </div>
      </Section>
      <Section title={t('settings:workspace.regionTitle')} description={t('settings:workspace.regionDescription')}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '28rem' })}>
          <Select
            label={t('settings:workspace.language')}
            name="language"
            options={[
              { value: 'it', label: t('common:languages.it') },
              { value: 'en', label: t('common:languages.en') },
            ]}
            value={form.values.language}
            onValueChange={(value) => form.change('language', value === 'en' ? 'en' : 'it')}
          />
          <Select
            label={t('settings:workspace.firstDayOfWeek')}
            name="firstDayOfWeek"
            options={days.map((name, day) => ({ value: String(day), label: name }))}
            value={form.values.firstDayOfWeek}
            onValueChange={(value) => form.change('firstDayOfWeek', value ?? '1')}
          />
          <Combobox
            label={t('settings:workspace.timezone')}
            name="timezone"
            hint={t('settings:workspace.timezoneHint')}
            options={timeZones(form.values.timezone).map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
            value={form.values.timezone}
            onValueChange={(value) => form.change('timezone', value ?? initialValues.timezone)}
          />
        </div>
      </Section>
      <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
      <div>
        <Button type="submit" variant="primary" loading={form.saving}>
          {t('settings:workspace.save')}
        </Button>
      </div>
    </form>
  );
};

/** settings/workspace: the company's modules, default language, first day of the week and time zone. */
const WorkspaceSettingsRoute = () => {
  const { t } = useTranslation('settings');
  const settings = useSettings();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title={t('settings:workspace.title')} description={t('settings:workspace.description')} />
      {/* Saved settings come back through the session: the form starts again from them. */}
      <WorkspaceForm key={JSON.stringify(workspaceValues(settings))} initialValues={workspaceValues(settings)} />
      <DataSafetySection />
      <ReopenSetupSection />
    </div>
  );
};

export default WorkspaceSettingsRoute;
