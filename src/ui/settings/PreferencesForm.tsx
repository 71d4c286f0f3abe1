import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { bindFormLogic } from '../../machines/generic/form.logic.ts';
import { formChange } from '../../machines/generic/form.machine.ts';
import { preferencesSave, type PreferenceChanges } from '../../machines/records/settings.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { SessionContext } from '../app/SessionContext.ts';
import { Button } from '../components/Button.tsx';
import { notify } from '../components/notify.ts';
import { Select } from '../components/Select.tsx';
import { useFormElement } from '../components/useFormElement.ts';
import { FormAlert } from '../components/FormAlert.tsx';
import { changedPreferences, type PreferenceField, type PreferenceValues } from './preferenceFields.ts';

export type PreferencesFormProps = { fields: readonly PreferenceField[]; initialValues: PreferenceValues };

/**
 * Preferences saved to the server (POST /users/me/preferences per changed key). On success the session learns
 * them (the menu and language follow at once); on failure every chosen value stays and the message offers a retry.
 * The parent remounts this form (key) with the saved values.
 */
export const PreferencesForm = ({ fields, initialValues }: PreferencesFormProps) => {
  const { t } = useTranslation(['settings', 'ui']);
  const clients = useApiClients();
  const session = SessionContext.useActorRef();
  // Not useForm: these choices apply at once when saved, so leaving the screen with one unsaved asks nothing (as before).
  const form = useActorRef(
    bindFormLogic(preferencesSave, clients, (values: PreferenceValues): PreferenceChanges => changedPreferences(initialValues, values), {
      onSucceeded: (changes) => {
        session.send({ type: 'preferences.saved', preferences: changes });
        notify.success(t('settings:saved'));
      },
    }),
    { input: { initialValues } },
  );
  const values = useSelector(form, (snapshot) => snapshot.context.values);
  const formError = useSelector(form, (snapshot) => snapshot.context.formError);
  const saving = useSelector(form, (snapshot) => snapshot.matches('validating') || snapshot.matches('submitting'));
  const canRetry = useSelector(form, (snapshot) => snapshot.can({ type: 'form.retry' }));
  const formProps = useFormElement(form);

  return (
    <form {...formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '28rem' })}>
      {fields.map((field) => (
        <Select
          key={field.key}
          label={field.label}
          name={field.key}
          options={field.options}
          value={values[field.key] ?? field.fallback}
          onValueChange={(value) => form.send(formChange<PreferenceValues, string>(field.key, value ?? field.fallback))}
        />
      ))}
      {formError !== null ? (
        <FormAlert tone="danger">
          <span>{t(`ui:error.${formError}`)}</span>{' '}
          {canRetry ? (
            <Button size="sm" variant="secondary" onClick={() => form.send({ type: 'form.retry' })}>
              {t('settings:retry')}
            </Button>
          ) : null}
        </FormAlert>
      ) : null}
      <div>
        <Button type="submit" variant="primary" loading={saving}>
          {t('settings:save')}
        </Button>
      </div>
    </form>
  );
};
