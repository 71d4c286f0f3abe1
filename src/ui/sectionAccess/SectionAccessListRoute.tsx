import KeyRound from 'lucide-react/icons/key-round';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { SectionAccessSortField } from '../../api/sectionAccesses.ts';
import { sectionAccessesList } from '../../machines/records/sectionAccesses.logic.ts';
import { DataTable } from '../components/DataTable.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { pagedTableProps } from '../components/pagedTableProps.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { Select } from '../components/Select.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';


/** Sections the product guards or the demo tenants give a password to; the list also shows any other by name. */
const KNOWN_SECTIONS = ['evaluators', 'statistics', 'documents'] as const;
const ALL = '';

const sortKey = (field: SectionAccessSortField): SectionAccessSortField => field;
const VALIDITY_TONES = { valid: 'success', expired: 'neutral' } as const;

/** settings/section-access: the logins to protected sections (spec §7 GET /access), latest first; 50 per page. */
const SectionAccessListRoute = () => {
  const { t } = useTranslation(['sectionAccess', 'common']);
  const dates = useDateFormat();
  const list = usePagedList(sectionAccessesList, {}, { address: { filters: ['section'] } });
  const sectionName = (section: string) => t(`sectionAccess:sections.${section}`, { defaultValue: section });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader title={t('sectionAccess:title')} description={t('sectionAccess:description')} />
      <FilterBar label={t('sectionAccess:filters')}>
        <Select
          label={t('sectionAccess:fields.section')}
          options={[{ value: ALL, label: t('sectionAccess:allSections') }, ...KNOWN_SECTIONS.map((section) => ({ value: section, label: sectionName(section) }))]}
          value={list.filters.section ?? ALL}
          onValueChange={(section) => list.filter({ ...(section ? { section } : { section: undefined }) })}
        />
      </FilterBar>
      <DataTable
        caption={t('sectionAccess:title')}
        {...pagedTableProps(list, t)}
        rowKey={(access) => access.id}
        empty={{ message: list.filters.section ? t('common:states.emptySearch') : t('sectionAccess:empty'), icon: <KeyRound size={28} aria-hidden="true" /> }}
        columns={[
          { key: 'user', header: t('sectionAccess:fields.user'), sortKey: sortKey('user'), cell: (access) => access.user.name },
          { key: 'section', header: t('sectionAccess:fields.section'), sortKey: sortKey('section'), cell: (access) => sectionName(access.section) },
          { key: 'loggedInAt', header: t('sectionAccess:fields.loggedInAt'), sortKey: sortKey('logged_in_at'), cell: (access) => dates.dateTime(access.loggedInAt) },
          { key: 'validUntil', header: t('sectionAccess:fields.validUntil'), cell: (access) => dates.dateTime(access.validUntil), hideBelow: 'md' },
          {
            key: 'valid',
            header: t('sectionAccess:fields.valid'),
            cell: (access) => (
              <StatusBadge
                status={access.valid ? 'valid' : 'expired'}
                tones={VALIDITY_TONES}
                label={access.valid ? t('sectionAccess:validNow') : t('sectionAccess:expiredNow')}
              />
            ),
          },
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};

export default SectionAccessListRoute;
