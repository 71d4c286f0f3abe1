import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
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
import { MAPS_KEY_SETTING } from '../components/placesLoader.ts';
import { useSetting } from '../app/sessionHooks.ts';

type MapsKeyValues = { mapsKey: string };

const KEY_PATTERN = /^[A-Za-z0-9_-]*$/;

/**
 * The tenant's maps key (spec §7: the places library that fills address fields). Blank removes it: address fields
 * are then plain structured fields. Shown to those who may change tenant settings; the address fields read it when
 * the app next starts (settings are loaded at start-up).
 */
export const MapsKeySetting = () => {
  const { t } = useTranslation(['settings', 'common']);
  const allowed = usePermission('settings.update');
  const stored = useSetting(MAPS_KEY_SETTING);
  const initialValues = { mapsKey: typeof stored === 'string' ? stored : '' };
  const entries = (values: MapsKeyValues): readonly SettingInput[] => [{ key: MAPS_KEY_SETTING, value: values.mapsKey.trim() === '' ? null : values.mapsKey.trim() }];
  const form = useForm(settingsSave, {
    initialValues,
    validate: (values): Readonly<Record<string, readonly string[]>> => (KEY_PATTERN.test(values.mapsKey.trim()) ? {} : { mapsKey: [t('settings:maps.keyInvalid')] }),
    // What was loaded is not sent again: nothing changed sends nothing and says so (unchangedSave.ts).
    request: (values: MapsKeyValues) => changedEntries(entries(values), entries(initialValues)),
    onSucceeded: (saved) => notifySettingsSaved(saved, { unchanged: t('settings:unchanged'), updated: t('settings:saved') }),
    onFailed: () => undefined,
  });
  if (!allowed) return null;
  return (
    <Section title={t('settings:maps.title')} description={t('settings:maps.description')}>
      <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '28rem' })}>
        <TextField
          label={t('settings:maps.key')}
          name="mapsKey"
          hint={t('settings:maps.keyHint')}
          maxLength={200}
          autoComplete="off"
          value={form.values.mapsKey}
          onValueChange={(value) => form.change('mapsKey', value)}
          errors={form.fieldErrors['mapsKey']}
        />
        <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
        <div>
          <Button type="submit" variant="primary" loading={form.saving}>
            {t('settings:maps.save')}
          </Button>
        </div>
      </form>
    </Section>
  );
};
