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
import { mailSenderErrors, MAIL_SENDER_KEYS, type MailSenderValues } from './mailSender.ts';
import { useSetting } from '../app/sessionHooks.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Who the tenant's mails (a proposal or quote sent to a customer) come from and where answers go: the tenant
 * settings `mail.from_name`, `mail.from_address`, `mail.reply_to`. Blank fields fall back to the tenant's name at the
 * platform's no-reply address. Shown to those who may change tenant settings.
 */
export const MailSenderSetting = () => {
  const { t } = useTranslation(['settings', 'common']);
  const allowed = usePermission('settings.update');
  const name = useSetting(MAIL_SENDER_KEYS.name);
  const address = useSetting(MAIL_SENDER_KEYS.address);
  const replyTo = useSetting(MAIL_SENDER_KEYS.replyTo);
  const initialValues = { name: text(name), address: text(address), replyTo: text(replyTo) };
  const entries = (values: MailSenderValues): readonly SettingInput[] => [
    { key: MAIL_SENDER_KEYS.name, value: values.name.trim() === '' ? null : values.name.trim() },
    { key: MAIL_SENDER_KEYS.address, value: values.address.trim() === '' ? null : values.address.trim() },
    { key: MAIL_SENDER_KEYS.replyTo, value: values.replyTo.trim() === '' ? null : values.replyTo.trim() },
  ];
  const form = useForm(settingsSave, {
    initialValues,
    validate: (values) => mailSenderErrors(values, t('settings:mailSender.addressInvalid')),
    // What was loaded is not sent again: nothing changed sends nothing and says so (unchangedSave.ts).
    request: (values: MailSenderValues) => changedEntries(entries(values), entries(initialValues)),
    onSucceeded: (saved) => notifySettingsSaved(saved, { unchanged: t('settings:unchanged'), updated: t('settings:saved') }),
    onFailed: () => undefined,
  });
  if (!allowed) return null;
  return (
    <Section title={t('settings:mailSender.title')} description={t('settings:mailSender.description')}>
      <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '28rem' })}>
        <TextField label={t('settings:mailSender.name')} name="name" maxLength={255} autoComplete="organization" value={form.values.name} onValueChange={(value) => form.change('name', value)} errors={form.fieldErrors['name']} />
        <TextField label={t('settings:mailSender.address')} name="address" type="email" maxLength={255} autoComplete="email" value={form.values.address} onValueChange={(value) => form.change('address', value)} errors={form.fieldErrors['address']} />
        <TextField label={t('settings:mailSender.replyTo')} name="replyTo" type="email" maxLength={255} autoComplete="email" hint={t('settings:mailSender.replyToHint')} value={form.values.replyTo} onValueChange={(value) => form.change('replyTo', value)} errors={form.fieldErrors['replyTo']} />
        <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
        <div>
          <Button type="submit" variant="primary" loading={form.saving}>
            {t('settings:mailSender.save')}
          </Button>
        </div>
      </form>
    </Section>
  );
};
