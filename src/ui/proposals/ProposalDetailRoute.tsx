import Copy from 'lucide-react/icons/copy';
import History from 'lucide-react/icons/rotate-ccw-clock';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import type { Proposal } from '../../api/proposals.ts';
import { proposalPdf, proposalRecord } from '../../machines/records/proposals.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { DetailList } from '../components/DetailList.tsx';
import { dash } from '../components/emptyValue.ts';
import { PdfActions } from '../components/PdfActions.tsx';
import { RecordDetailScreen, type RecordDetailDescriptor } from '../components/RecordDetailScreen.tsx';
import { Section } from '../components/Section.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePermission } from '../components/usePermission.ts';
import { ProposalRowsTable } from './ProposalRowsTable.tsx';
import { ProposalSendingPanel } from './ProposalSendingPanel.tsx';
import { proposalMissing } from './proposalMissing.ts';
import { PROPOSAL_STATUS_TONES } from './proposalStatus.ts';

const deliveryAddressText = (address: Proposal['deliveryAddresses'][number]): string =>
  [address.label ? `${address.label}:` : null, address.street, [address.postalCode, address.city, address.province ? `(${address.province})` : null].filter(Boolean).join(' '), address.country].filter(Boolean).join(' ');

// Proposals are never deleted (spec §7): the descriptor names no deletion.
const proposalDetail: RecordDetailDescriptor<Proposal> = {
  ns: 'proposals',
  keys: { entity: 'proposals:entity', listTitle: 'proposals:list.title', detailTitle: 'proposals:detail.title' },
  listPath: '/proposals',
  param: 'proposalId',
  missingMessage: proposalMissing,
  update: 'proposals.update',
  record: proposalRecord,
  title: (proposal, t) => t('proposals:detail.heading', { number: proposal.number }),
  subtitle: (proposal, t) => t('proposals:detail.revision', { revision: proposal.revision }),
  crumb: (proposal) => proposal.number,
  deleteName: (proposal) => proposal.number,
};

/** proposals/{proposalId}: the current revision's rows with totals, its PDF, and its revision and sending. */
const ProposalDetailRoute = () => {
  const { t } = useTranslation(['proposals', 'common']);
  const dates = useDateFormat();
  const { client } = useApiClients();
  const canCreate = usePermission('proposals.create');
  return (
    <RecordDetailScreen
      descriptor={proposalDetail}
      actions={(record) => (
        <>
          {canCreate ? (
            <Link href={`/proposals/${record.id}/duplicate`} className={button({ variant: 'secondary' })}>
              <Copy size={16} aria-hidden="true" />
              <span>{t('proposals:duplicate.action')}</span>
            </Link>
          ) : null}
          <Link href={`/proposals/${record.id}/history`} className={button({ variant: 'secondary' })}>
            <History size={16} aria-hidden="true" />
            <span>{t('proposals:history.action')}</span>
          </Link>
        </>
      )}
      body={(current, reload) => (
        <>
          <Section title={t('proposals:detail.overview')}>
            <DetailList
              items={[
                { label: t('proposals:fields.status'), value: <StatusBadge status={current.status} tones={PROPOSAL_STATUS_TONES} label={t(`proposals:status.${current.status}`)} /> },
                { label: t('proposals:fields.customer'), value: current.customer.name },
                { label: t('proposals:fields.date'), value: dates.date(current.date) },
                { label: t('proposals:fields.validUntil'), value: dates.date(current.validUntil) },
                { label: t('proposals:fields.paymentMethod'), value: dash(current.paymentMethod) },
                { label: t('proposals:fields.incoterm'), value: current.incoterm ? t(`proposals:incoterms.${current.incoterm}`) : '—' },
                { label: t('proposals:fields.agent'), value: dash(current.agent?.name) },
                {
                  label: t('proposals:addressees.title'),
                  value:
                    current.addressees.length === 0 ? '—' : (
                      <ul className={css({ m: '0', p: '0', listStyle: 'none' })}>
                        {current.addressees.map((person) => (
                          <li key={person.id}>
                            {t(`proposals:addressees.prefix.${person.role}`)} {person.name}
                            {person.email ? ` <${person.email}>` : ''}
                            {person.receivesMail ? ` (${t('proposals:addressees.receivesMailShort')})` : ''}
                          </li>
                        ))}
                      </ul>
                    ),
                },
                {
                  label: t('proposals:delivery.title'),
                  value:
                    current.deliveryAddresses.length === 0 ? '—' : (
                      <ul className={css({ m: '0', p: '0', listStyle: 'none' })}>
                        {current.deliveryAddresses.map((address, index) => (
                          <li key={index}>{deliveryAddressText(address)}</li>
                        ))}
                      </ul>
                    ),
                },
                { label: t('proposals:fields.notes'), value: dash(current.notes) },
              ]}
            />
          </Section>
          <ProposalRowsTable proposal={current} />
          <Section title={t('proposals:pdf.title')} description={t('proposals:pdf.description')}>
            <PdfActions
              title={t('proposals:pdf.previewTitle', { number: current.number })}
              fileName={`${current.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`}
              {...proposalPdf(client, current.id)}
            />
          </Section>
          <ProposalSendingPanel key={current.id} proposal={current} onChanged={reload} />
        </>
      )}
    />
  );
};

export default ProposalDetailRoute;
