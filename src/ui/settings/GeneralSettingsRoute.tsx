import { useTranslation } from 'react-i18next';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../../domain/constants/languages.ts';
import { PREFERENCE_KEYS } from '../../domain/constants/preferences.ts';
import { usePreferences } from '../app/sessionHooks.ts';
import { Section } from '../components/Section.tsx';
import { MailSenderSetting } from './MailSenderSetting.tsx';
import { MapsKeySetting } from './MapsKeySetting.tsx';
import { MyPasswordSection } from './MyPasswordSection.tsx';
import { LeaveCalendarSetting } from './LeaveCalendarSetting.tsx';
import { initialPreferenceValues, type PreferenceField } from './preferenceFields.ts';
import { PreferencesForm } from './PreferencesForm.tsx';
import { weekdayNames } from '../../domain/weekdayNames.ts';

/** Monday, as the contract's default (JavaScript getDay() numbering). */
const DEFAULT_FIRST_DAY = '1';

/** General settings: language (applied as soon as it is saved), first day of the week and one's own password; the tenant's mail sender and maps key. */
const GeneralSettingsRoute = () => {
  const { t, i18n } = useTranslation(['settings', 'common']);
  const preferences = usePreferences();
  const days = weekdayNames(i18n.language);
  const fields: PreferenceField[] = [
    {
      key: PREFERENCE_KEYS.language,
      label: t('settings:general.language'),
      options: LANGUAGES.map((language) => ({ value: language, label: t(`common:languages.${language}`) })),
      fallback: DEFAULT_LANGUAGE,
    },
    {
      key: PREFERENCE_KEYS.firstDayOfWeek,
      label: t('settings:general.firstDayOfWeek'),
      options: days.map((name, index) => ({ value: String(index), label: name })),
      fallback: DEFAULT_FIRST_DAY,
    },
  ];
  const initialValues = initialPreferenceValues(fields, preferences);
  return (
    <>
      <Section title={t('settings:general.title')} description={t('settings:general.description')}>
        <PreferencesForm key={JSON.stringify(initialValues)} fields={fields} initialValues={initialValues} />
      </Section>
      <MyPasswordSection />
      {/* Tenant-wide, shown only with settings.update: who the tenant's mails come from, the maps key of the address fields. */}
      <MailSenderSetting />
      <MapsKeySetting />
      <LeaveCalendarSetting />
    </>
  );
};

export default GeneralSettingsRoute;
