import { useTranslation } from 'react-i18next';
import { MENU_COLLAPSED_VALUE, MENU_SIZES, PREFERENCE_KEYS, THEME_CHOICES } from '../../domain/constants/preferences.ts';
import { usePreferences } from '../app/sessionHooks.ts';
import { Section } from '../components/Section.tsx';
import { initialPreferenceValues, type PreferenceField } from './preferenceFields.ts';
import { PreferencesForm } from './PreferencesForm.tsx';

const EXPANDED = 'expanded';

/** Appearance: theme (follow the system, light, dark), menu size (standard/small) and whether the menu is expanded or collapsed. */
const AppearanceSettingsRoute = () => {
  const { t } = useTranslation('settings');
  const preferences = usePreferences();
  const fields: PreferenceField[] = [
    {
      key: PREFERENCE_KEYS.theme,
      label: t('appearance.theme'),
      options: THEME_CHOICES.map((choice) => ({ value: choice, label: t(`appearance.themes.${choice}`) })),
      fallback: THEME_CHOICES[0],
    },
    {
      key: PREFERENCE_KEYS.menuSize,
      label: t('appearance.menuSize'),
      options: MENU_SIZES.map((size) => ({ value: size, label: t(`appearance.sizes.${size}`) })),
      fallback: MENU_SIZES[0],
    },
    {
      key: PREFERENCE_KEYS.menuExpanded,
      label: t('appearance.menuExpanded'),
      options: [
        { value: EXPANDED, label: t('appearance.expanded') },
        { value: MENU_COLLAPSED_VALUE, label: t('appearance.collapsed') },
      ],
      fallback: EXPANDED,
    },
  ];
  const initialValues = initialPreferenceValues(fields, preferences);
  return (
    <Section title={t('appearance.title')} description={t('appearance.description')}>
      <PreferencesForm key={JSON.stringify(initialValues)} fields={fields} initialValues={initialValues} />
    </Section>
  );
};

export default AppearanceSettingsRoute;
