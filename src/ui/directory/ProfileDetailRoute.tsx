import Building2 from 'lucide-react/icons/building-complex';
import GitMerge from 'lucide-react/icons/git-merge';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { deleteProfile, getProfile, type Profile } from '../../api/profiles.ts';
import { guardMessage } from '../../domain/guards/guardMessages.ts';
import { createConfirmActionMachine } from '../../machines/generic/confirmAction.machine.ts';
import { createRecordMachine } from '../../machines/generic/record.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DetailList } from '../components/DetailList.tsx';
import { MediaPanel } from '../components/MediaPanel.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { recordMediaCalls } from '../components/recordMediaCalls.ts';
import { RecordState } from '../components/RecordState.tsx';
import { Section } from '../components/Section.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { usePermission } from '../components/usePermission.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { addressText } from './addressForm.ts';
import { AssociateDialog } from './AssociateDialog.tsx';
import { MergeDialog } from './MergeDialog.tsx';
import { ProfileContacts } from './ProfileContacts.tsx';
import { ProfileEventsTab } from './ProfileEventsTab.tsx';
import { KINDS, kindFromPath, profileHref } from '../components/profileKinds.ts';
import { profileNotice } from './profileNotices.ts';
import { ProfileRelatedTab } from './ProfileRelatedTab.tsx';
import { ProfileSalesReportsTab } from './ProfileSalesReportsTab.tsx';
import { useRelatedDocuments } from './useRelatedDocuments.ts';
import { ProfileDocumentsTab } from './ProfileDocumentsTab.tsx';
import { dash } from '../components/emptyValue.ts';

const profileRecord = createRecordMachine<Profile>();
const profileDeletion = createConfirmActionMachine<Profile, void>();


/**
 * {kind}/{profileId}: the 360° page: overview with agent and contacts, sub-tabs events, sales_reports, the customer's
 * proposals, samples and quotes (with their counts), documents and attachments; merge and associate.
 */
const ProfileDetail = () => {
  const { t } = useTranslation(['directory', 'common']);
  const { client } = useApiClients();
  const [location, navigate] = useLocation();
  const kind = KINDS[kindFromPath(location)];
  const { profileId } = useParams<{ profileId: string }>();
  const id = idFromParam(profileId);
  const canUpdate = usePermission(kind.update);
  const canDelete = usePermission(kind.delete);
  // Merging removes the source, so the server asks for both keys.
  const canUpdateProfiles = usePermission('profiles.update');
  const canDeleteProfiles = usePermission('profiles.delete');
  const canMerge = canUpdateProfiles && canDeleteProfiles;
  const canAssociate = canUpdateProfiles;
  const canReadDocuments = usePermission('documents.viewAny');
  const profile = useRecord(profileRecord, guardMessage('noProfileSelected'), id, (profileId) => getProfile(client, profileId));
  const remove = useConfirmAction(profileDeletion, {
    act: (target) => deleteProfile(client, target.id),
    onDone: (target) => {
      notify.success(profileNotice(t, target.type, 'deleted'));
      navigate('/profiles');
    },
    onFailed: (target) => notify.error(profileNotice(t, target.type, 'notDeleted')),
  });
  // Only customers and leads receive proposals, samples and quotes: the tabs of the 360° page.
  const related = useRelatedDocuments(client, id ?? 0, id !== null && (kind.kind === 'customers' || kind.kind === 'leads'));
  const [tab, setTab] = useState('events');
  const [dialog, setDialog] = useState<'merge' | 'associate' | null>(null);
  const record = profile.record;
  const base = `/${kind.kind}`;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title={record ? record.name : t('directory:detail.title')}
        description={record ? t(`directory:types.${record.type}`) : undefined}
        breadcrumbs={[{ label: t('directory:list.title'), href: '/profiles' }, { label: record?.name ?? t('directory:detail.title') }]}
        actions={
          record && record.mergedIntoId === null ? (
            <>
              {canUpdate ? (
                <Link href={`${base}/${record.id}/edit`} className={button({ variant: 'secondary' })}>
                  <Pencil size={16} aria-hidden="true" />
                  <span>{t('common:actions.edit')}</span>
                </Link>
              ) : null}
              {canMerge ? (
                <Button variant="secondary" icon={<GitMerge size={16} aria-hidden="true" />} onClick={() => setDialog('merge')}>
                  {t('directory:merge.open')}
                </Button>
              ) : null}
              {canAssociate && record.type !== 'company' ? (
                <Button variant="secondary" icon={<Building2 size={16} aria-hidden="true" />} onClick={() => setDialog('associate')}>
                  {t('directory:associate.open')}
                </Button>
              ) : null}
              {canDelete ? (
                <Button variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => remove.ask(record)}>
                  {t('common:actions.delete')}
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      <RecordState {...profile} onRetry={profile.retry}>
        {(current) => (
          <>
            {current.mergedIntoId !== null ? (
              <p role="status">
                {t('directory:detail.mergedInto')}{' '}
                <Link href={`${base}/${current.mergedIntoId}`} className={css({ color: 'accent', textDecoration: 'underline' })}>
                  {t('directory:detail.openSurvivor')}
                </Link>
              </p>
            ) : null}
            <Section title={t('directory:detail.overview')}>
              <DetailList
                items={[
                  { label: t('directory:fields.type'), value: t(`directory:types.${current.type}`) },
                  { label: t('directory:fields.vatNumber'), value: dash(current.vatNumber) },
                  { label: t('directory:fields.fiscalCode'), value: dash(current.fiscalCode) },
                  { label: t('directory:fields.email'), value: current.email ? <a href={`mailto:${current.email}`}>{current.email}</a> : '—' },
                  { label: t('directory:fields.phone'), value: dash(current.phone) },
                  { label: t('directory:fields.mobile'), value: dash(current.mobile) },
                  { label: t('directory:fields.website'), value: dash(current.website) },
                  { label: t('directory:address.legend'), value: dash(addressText(current.address)) },
                  { label: t('directory:fields.sdiCode'), value: dash(current.sdiCode) },
                  { label: t('directory:fields.pec'), value: dash(current.pec) },
                  { label: t('directory:fields.category'), value: dash(current.category?.name) },
                  { label: t('directory:fields.brand'), value: dash(current.brand?.name) },
                  { label: t('directory:fields.company'), value: dash(current.company?.name) },
                  { label: t('directory:fields.agent'), value: dash(current.agent?.name) },
                  { label: t('directory:fields.notes'), value: dash(current.notes) },
                ]}
              />
            </Section>
            <ProfileContacts contacts={current.contacts} />
            {current.type === 'company' ? (
              <Section title={t('directory:detail.associated')}>
                {current.associatedProfiles.length === 0 ? (
                  <p>{t('directory:detail.noAssociated')}</p>
                ) : (
                  <ul className={css({ listStyle: 'disc', pl: '5' })}>
                    {current.associatedProfiles.map((person) => (
                      <li key={person.id}>
                        <Link href={profileHref(person)} className={css({ color: 'accent', textDecoration: 'underline' })}>{person.name}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </Section>
            ) : null}
            <Tabs
              label={t('directory:detail.tabs')}
              value={tab}
              onValueChange={setTab}
              items={[
                { value: 'events', label: t('directory:tabs.events'), content: <ProfileEventsTab profileId={current.id} /> },
                { value: 'sales_reports', label: t('directory:tabs.salesReports'), content: <ProfileSalesReportsTab profileId={current.id} /> },
                ...related.map(({ kind: relatedKind, list }) => ({
                  value: relatedKind,
                  label: list.meta ? t('directory:tabs.withCount', { label: t(`directory:tabs.${relatedKind}`), count: list.meta.total }) : t(`directory:tabs.${relatedKind}`),
                  content: <ProfileRelatedTab kind={relatedKind} list={list} customer={current} />,
                })),
                ...(canReadDocuments ? [{ value: 'documents', label: t('documents:ofProfile.title'), content: <ProfileDocumentsTab profileId={current.id} /> }] : []),
                {
                  value: 'attachments',
                  label: t('directory:tabs.attachments'),
                  content: (
                    <MediaPanel
                      label={t('directory:tabs.attachments')}
                      items={current.media}
                      ownerId={id}
                      missingOwner="noProfileSelected"
                      canEdit={canUpdate && current.mergedIntoId === null}
                      onChanged={profile.reload}
                      calls={recordMediaCalls(client, 'profiles', current.id)}
                    />
                  ),
                },
              ]}
            />
            {dialog === 'merge' ? (
              <MergeDialog
                profile={current}
                onClose={() => setDialog(null)}
                onMerged={(survivor) => {
                  setDialog(null);
                  if (survivor.id === current.id) profile.reload();
                  else navigate(profileHref(survivor));
                }}
              />
            ) : null}
            {dialog === 'associate' ? (
              <AssociateDialog
                profile={current}
                onClose={() => setDialog(null)}
                onAssociated={() => {
                  setDialog(null);
                  profile.reload();
                }}
              />
            ) : null}
          </>
        )}
      </RecordState>
      <ConfirmDialog
        {...remove.dialog}
        destructive
        title={t('common:confirmDeletion.title', { name: remove.payload?.name ?? '' })}
        description={t('directory:detail.deleteHint')}
        confirmLabel={t('common:confirmDeletion.confirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </div>
  );
};

// A merge lands on the survivor's address within the same route: a fresh screen per profile (its own record actor).
const ProfileDetailRoute = () => {
  const { profileId } = useParams<{ profileId: string }>();
  return <ProfileDetail key={profileId} />;
};

export default ProfileDetailRoute;
