import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { css } from '../../../styled-system/css/index.mjs';
import { setMyPreference } from '../../api/preferences.ts';
import type { PreferenceKey } from '../../domain/constants/preferences.ts';
import { createFormMachine, formChange } from '../../machines/generic/form.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { SessionContext } from '../app/SessionContext.ts';
import { Button } from '../components/Button.tsx';
import { notify } from '../components/notify.ts';
import { Select } from '../components/Select.tsx';
import { useFormElement } from '../components/useFormElement.ts';
import { FormAlert } from '../components/FormAlert.tsx';
import { changedPreferences, type PreferenceField, type PreferenceValues } from './preferenceFields.ts';

const preferencesForm = createFormMachine<PreferenceValues, PreferenceValues>();

export type PreferencesFormProps = { fields: readonly PreferenceField[]; initialValues: PreferenceValues };

/**
 * Preferences saved to the server (POST /users/me/preferences per changed key). On success the session learns
 * them (the menu and language follow at once); on failure every chosen value stays and the message offers a retry.
 * The parent remounts this form (key) with the saved values.
 */
export const PreferencesForm = ({ fields, initialValues }: PreferencesFormProps) => {
  const { t } = useTranslation(['settings', 'ui']);
  const { client } = useApiClients();
  const session = SessionContext.useActorRef();
  const form = useActorRef(
    preferencesForm.provide({
      actors: {
        submit: fromPromise(async ({ input, signal }) => {
          const changes = changedPreferences(initialValues, input.values);
          await Effect.runPromise(
            Effect.forEach(Object.entries(changes), ([key, value]) => setMyPreference(client, { key: key as PreferenceKey, value }), { discard: true }),
            { signal },
          );
          session.send({ type: 'preferences.saved', preferences: changes });
          notify.success(t('settings:saved'));
          return changes;
        }),
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
