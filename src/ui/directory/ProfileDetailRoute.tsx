import Building2 from 'lucide-react/icons/building-complex';
import GitMerge from 'lucide-react/icons/git-merge';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import type { Profile } from '../../api/profiles.ts';
import { guardMessage } from '../../domain/guards/guardMessages.ts';
import { profileDeletion, profileRecord } from '../../machines/records/profiles.logic.ts';
import { Button } from '../components/Button.tsx';
import { DetailList } from '../components/DetailList.tsx';
import { dash } from '../components/emptyValue.ts';
import { attachmentsTab } from '../components/attachmentsTab.tsx';
import { KINDS, kindFromPath, profileHref, type KindConfig } from '../components/profileKinds.ts';
import { RecordDetailScreen, type RecordDetailDescriptor } from '../components/RecordDetailScreen.tsx';
import { Section } from '../components/Section.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { usePermission } from '../components/usePermission.ts';
import { idFromParam } from '../components/useRecord.ts';
import { addressText } from './addressForm.ts';
import { AssociateDialog } from './AssociateDialog.tsx';
import { DissociateButton } from './DissociateButton.tsx';
import { KindAddress } from './KindAddress.tsx';
import { MergeDialog } from './MergeDialog.tsx';
import { ProfileContacts } from './ProfileContacts.tsx';
import { ProfileDocumentsTab } from './ProfileDocumentsTab.tsx';
import { ProfileEventsTab } from './ProfileEventsTab.tsx';
import { profileNotice } from './profileNotices.ts';
import { ProfileRelatedTab } from './ProfileRelatedTab.tsx';
import { ProfileSalesReportsTab } from './ProfileSalesReportsTab.tsx';
import { useRelatedDocuments } from './useRelatedDocuments.ts';

/**
 * A profile as its kind's screen shows it (customers, leads, suppliers): the kind's permissions and edit address,
 * the profile's type in the header and in the deletion notices (spec §8: each kind has its own).
 */
const profileDetail = (kind: KindConfig, typeName: (profile: Profile) => string): RecordDetailDescriptor<Profile> => ({
  ns: 'directory',
  keys: { entity: 'directory:detail.title', listTitle: 'directory:list.title', detailTitle: 'directory:detail.title', deleteHint: 'directory:detail.deleteHint' },
  listPath: '/profiles',
  param: 'profileId',
  missingMessage: guardMessage('noProfileSelected'),
  update: kind.update,
  delete: kind.delete,
  record: profileRecord,
  deletion: profileDeletion,
  title: (profile) => profile.name,
  subtitle: typeName,
  crumb: (profile) => profile.name,
  deleteName: (profile) => profile.name,
  editHref: (profile) => `/${kind.kind}/${profile.id}/edit`,
  // A profile merged into another is read only: it is the survivor that changes.
  editable: (profile) => profile.mergedIntoId === null,
  deletable: (profile) => profile.mergedIntoId === null,
  deletionNotice: (t, profile, outcome) => profileNotice(t, profile.type, outcome),
});

/**
 * {kind}/{profileId}: the 360° page: overview with agent and contacts, sub-tabs events, sales_reports, the customer's
 * proposals, samples and quotes (with their counts), documents and attachments; merge and associate.
 */
const ProfileDetail = () => {
  const { t } = useTranslation(['directory', 'common']);
  const [location, navigate] = useLocation();
  const kind = KINDS[kindFromPath(location)];
  const { profileId } = useParams<{ profileId: string }>();
  const id = idFromParam(profileId);
  const canUpdate = usePermission(kind.update);
  // Merging removes the source, so the server asks for both keys.
  const canUpdateProfiles = usePermission('profiles.update');
  const canDeleteProfiles = usePermission('profiles.delete');
  const canMerge = canUpdateProfiles && canDeleteProfiles;
  const canAssociate = canUpdateProfiles;
  const canReadDocuments = usePermission('documents.viewAny');
  // Only customers and leads receive proposals, samples and quotes: the tabs of the 360° page.
  const related = useRelatedDocuments(id ?? 0, id !== null && (kind.kind === 'customers' || kind.kind === 'leads'));
  const [tab, setTab] = useState('events');
  const [dialog, setDialog] = useState<'merge' | 'associate' | null>(null);
  const base = `/${kind.kind}`;
  return (
    <RecordDetailScreen
      descriptor={profileDetail(kind, (profile) => t(`directory:types.${profile.type}`))}
      actions={(record) =>
        record.mergedIntoId === null ? (
          <>
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
          </>
        ) : null
      }
      body={(current, reload) => (
        <>
        <KindAddress profile={current} />
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
              // The other side of "Associate with a company": without it the association, once made, showed nowhere here.
              ...(current.type === 'company'
                ? []
                : [
                    {
                      label: t('directory:fields.companyProfile'),
                      value: current.companyProfile ? (
                        <span className={css({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
                          <Link href={profileHref(current.companyProfile)} className={css({ color: 'accent', textDecoration: 'underline' })}>{current.companyProfile.name}</Link>
                          {canAssociate && current.mergedIntoId === null ? <DissociateButton person={current} company={current.companyProfile} onDissociated={reload} /> : null}
                        </span>
                      ) : (
                        '—'
                      ),
                    },
                  ]),
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
            { value: 'sales_reports', label: t('directory:tabs.salesReports'), content: <ProfileSalesReportsTab profileId={current.id} profileName={current.name} /> },
            ...related.map(({ kind: relatedKind, list }) => ({
              value: relatedKind,
              label: list.meta ? t('directory:tabs.withCount', { label: t(`directory:tabs.${relatedKind}`), count: list.meta.total }) : t(`directory:tabs.${relatedKind}`),
              content: <ProfileRelatedTab kind={relatedKind} list={list} customer={current} />,
            })),
            ...(canReadDocuments ? [{ value: 'documents', label: t('documents:ofProfile.title'), content: <ProfileDocumentsTab profileId={current.id} /> }] : []),
            attachmentsTab({
              label: t('directory:tabs.attachments'),
              owner: 'profiles',
              record: current,
              missingOwner: 'noProfileSelected',
              canEdit: canUpdate && current.mergedIntoId === null,
              onChanged: reload,
            }),
          ]}
        />
        {dialog === 'merge' ? (
          <MergeDialog
            profile={current}
            onClose={() => setDialog(null)}
            onMerged={(survivor) => {
              setDialog(null);
              if (survivor.id === current.id) reload();
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
              reload();
            }}
          />
        ) : null}
        </>
      )}
    />
  );
};

// A merge lands on the survivor's address within the same route: a fresh screen per profile (its own record actor).
const ProfileDetailRoute = () => {
  const { profileId } = useParams<{ profileId: string }>();
  return <ProfileDetail key={profileId} />;
};

export default ProfileDetailRoute;
