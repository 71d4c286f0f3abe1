import type { PreferenceKey } from '../../domain/constants/preferences.ts';
import type { SelectOption } from '../components/Select.tsx';

export type PreferenceField = {
  readonly key: PreferenceKey;
  readonly label: string;
  readonly options: readonly SelectOption[];
  /** Shown when the preference is not set. */
  readonly fallback: string;
};

export type PreferenceValues = Readonly<Record<string, string>>;

/** The form's starting values: the saved preference, or the field's default. */
export const initialPreferenceValues = (
  fields: readonly PreferenceField[],
  preferences: Readonly<Record<string, string | null>>,
): PreferenceValues => Object.fromEntries(fields.map((field) => [field.key, preferences[field.key] ?? field.fallback]));

/** Only what changed is saved. */
export const changedPreferences = (initial: PreferenceValues, values: PreferenceValues): PreferenceValues =>
  Object.fromEntries(Object.entries(values).filter(([key, value]) => initial[key] !== value));
