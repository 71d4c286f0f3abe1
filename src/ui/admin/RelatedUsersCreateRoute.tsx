import X from 'lucide-react/icons/x';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';
import { teamLink } from '../../machines/records/users.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid } from '../components/FormGrid.tsx';
import { formRules } from '../components/formRules.ts';
import { IconButton } from '../components/IconButton.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { useForm } from '../components/useForm.ts';
import { availableMemberOptions, userOptions } from '../../machines/records/options.logic.ts';
import { teamListPath } from './adminListAddress.ts';

type Choice = { readonly id: string; readonly name: string };
type LinkValues = { leaderId: string | null; leaderName: string | null; members: readonly Choice[] };

const NO_LINK: LinkValues = { leaderId: null, leaderName: null, members: [] };
const rules: FormSchema<keyof LinkValues> = { leaderId: [required], members: [required] };

const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: 0, m: 0 });
const chip = css({ display: 'inline-flex', alignItems: 'center', gap: '1', pl: '2', borderWidth: '1px', borderColor: 'border', borderRadius: 'full', fontSize: 'sm' });

/** settings/related-users/create: links users to a team leader. */
const RelatedUsersCreateRoute = () => {
  const { t } = useTranslation(['admin', 'common']);
  const { client } = useApiClients();
  const [, navigate] = useLocation();
  // The leader chosen, for the save's outcome (bound when the form starts, it cannot read later values).
  const leader = useRef<{ id: string; name: string | null } | null>(null);
  const form = useForm(teamLink, {
    initialValues: NO_LINK,
    validate: formRules<LinkValues>(t, rules),
    request: (values: LinkValues) => ({ userId: Number(values.leaderId), relatedUsers: values.members.map((member) => Number(member.id)) }),
    // Back to the list showing the leader's team with its new members (it opened on no leader: pick them again).
    onSucceeded: () => {
      notify.success(t('admin:related.linked'));
      navigate(leader.current ? teamListPath(leader.current.id, leader.current.name) : '/settings/related-users');
    },
    onFailed: () => notify.error(t('admin:related.notLinked')),
  });
  const { values, fieldErrors, change } = form;
  const leaderId = values.leaderId === null ? null : Number(values.leaderId);
  return (
    <>
      <PageHeader title={t('admin:related.createTitle')} breadcrumbs={[{ label: t('admin:related.title'), href: '/settings/related-users' }, { label: t('admin:related.createTitle') }]} />
      <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <FormGrid>
          <RemoteCombobox
            label={t('admin:fields.leader')}
            required
            value={values.leaderId}
            selectedLabel={values.leaderName}
            onValueChange={(id, name) => {
              leader.current = id === null ? null : { id, name };
              change('leaderId', id);
              change('leaderName', name);
              change('members', []);
            }}
            load={userOptions(client)}
            errors={fieldErrors['leaderId']}
          />
          {leaderId === null ? (
            <p className={css({ color: 'muted', fontSize: 'sm', alignSelf: 'end' })}>{t('admin:related.pickLeaderFirst')}</p>
          ) : (
            <RemoteCombobox
              key={leaderId}
              label={t('admin:related.pickMembers')}
              required
              value={null}
              onValueChange={(id, name) => {
                if (id !== null && !values.members.some((member) => member.id === id)) change('members', [...values.members, { id, name: name ?? id }]);
              }}
              load={availableMemberOptions(client, leaderId)}
              errors={fieldErrors['members']}
            />
          )}
        </FormGrid>
        {values.members.length > 0 ? (
          <ul className={chips} aria-label={t('admin:related.pickMembers')}>
            {values.members.map((member) => (
              <li key={member.id} className={chip}>
                {member.name}
                <IconButton
                  aria-label={t('admin:users.removeCompany', { name: member.name })}
                  size="sm"
                  icon={<X size={14} />}
                  onClick={() => change('members', values.members.filter((other) => other.id !== member.id))}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
        <FormActions submitLabel={t('admin:related.link')} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={() => navigate('/settings/related-users')} />
      </form>
    </>
  );
};

export default RelatedUsersCreateRoute;
