import PlugZap from 'lucide-react/icons/plug-zap';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { NewsletterConnectionTest, NewsletterStatus } from '../../api/newsletter.ts';
import { newsletterConnectionTest, newsletterSettingsSave, newsletterStatusRecord } from '../../machines/records/newsletter.logic.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PasswordField } from '../components/PasswordField.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { Section } from '../components/Section.tsx';
import { Switch } from '../components/Switch.tsx';
import { TextField } from '../components/TextField.tsx';
import { useCommand } from '../components/useCommand.ts';
import { useForm } from '../components/useForm.ts';
import { useRecord } from '../components/useRecord.ts';

type SettingsValues = { enabled: boolean; username: string; password: string };


/** The one record of this screen has no id of its own: any number loads it. */
const THE_STATUS = 1;

const SettingsForm = ({ status, onSaved }: { status: NewsletterStatus; onSaved: () => void }) => {
  const { t } = useTranslation(['newsletter', 'common', 'ui']);
  // The credentials are the signed-in user's own preferences (the contract's `self`: anyone may set theirs), and the
  // newsletter answers only with them: whoever may open this screen may fill it in. Gated before on
  // `preferences.update`, which only administrators hold, so a supervisor or operator with newsletter rights found
  // the form locked and the lists forever "switched off".
  const form = useForm(newsletterSettingsSave, {
    initialValues: { enabled: status.enabled, username: status.username ?? '', password: '' },
    // An empty password keeps the stored one (it is never sent back).
    request: (values: SettingsValues) => ({ enabled: values.enabled, username: values.username.trim(), password: values.password === '' ? null : values.password }),
    onSucceeded: () => {
      notify.success(t('newsletter:settings.saved'));
      onSaved();
    },
    onFailed: () => notify.error(t('newsletter:settings.notSaved')),
  });
  const [outcome, setOutcome] = useState<NewsletterConnectionTest | null>(null);
  const test = useCommand(newsletterConnectionTest, { onDone: (_, result) => setOutcome(result) });
  const { values, change, fieldErrors } = form;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div aria-live="polite">
        {status.loggedIn ? <Alert tone="success">{t('newsletter:settings.loggedIn')}</Alert> : <Alert tone="warning">{t('errors:newsletter.notConfigured')}</Alert>}
      </div>
      <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '40rem' })}>
        <Switch label={t('newsletter:settings.enabled')} name="enabled" checked={values.enabled} onCheckedChange={(checked) => change('enabled', checked)} />
        <TextField label={t('newsletter:settings.username')} name="username" autoComplete="username" value={values.username} onValueChange={(value) => change('username', value)} errors={fieldErrors['username']} />
        <PasswordField
          label={t('newsletter:settings.password')}
          name="password"
          autoComplete="new-password"
          hint={status.passwordSet ? t('newsletter:settings.passwordSet') : t('newsletter:settings.passwordUnset')}
          value={values.password}
         
          onValueChange={(value) => change('password', value)}
          errors={fieldErrors['password']}
        />
        <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
        <FormActions submitLabel={t('newsletter:settings.save')} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={() => onSaved()} />
      </form>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })}>
        <Button variant="secondary" icon={<PlugZap size={16} aria-hidden="true" />} loading={test.running} onClick={() => {
            setOutcome(null);
            test.run();
          }}>
          {t('newsletter:settings.test')}
        </Button>
        <div aria-live="polite">
          {outcome ? (
            <Alert tone={outcome.ok ? 'success' : 'danger'}>{outcome.ok ? t('newsletter:settings.testOk') : t('newsletter:settings.testFailed', { message: outcome.message ?? '' })}</Alert>
          ) : test.errorTag ? (
            <Alert tone="danger">{errorTagText(t, test.errorTag)}</Alert>
          ) : null}
        </div>
      </div>
    </div>
  );
};

/** settings/newsletter: the mailing-service credentials, the login state (spec §4) and a connection test. */
const NewsletterSettingsRoute = () => {
  const { t } = useTranslation(['newsletter', 'common', 'errors']);
  const status = useRecord(newsletterStatusRecord, { ns: 'errors', key: 'newsletter.notConfigured', params: {} }, THE_STATUS);
  return (
    <Section title={t('newsletter:settings.title')} description={t('newsletter:settings.description')}>
      <RecordState {...status} onRetry={status.retry}>
        {(record) => <SettingsForm key={`${record.username ?? ''}-${String(record.passwordSet)}-${String(record.enabled)}`} status={record} onSaved={status.reload} />}
      </RecordState>
    </Section>
  );
};

export default NewsletterSettingsRoute;
