import { Plus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { listProfiles, type ProfileType } from '../../api/profiles.ts';
import type { ResultOf } from '../../api/operationTypes.ts';
import { createPagedListMachine } from '../../machines/generic/pagedList.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { DataTable } from '../components/DataTable.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { errorTagText } from '../components/messageText.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { Select } from '../components/Select.tsx';
import { TextField } from '../components/TextField.tsx';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { brandOptions, categoryOptions, companyOptions } from './directoryOptions.ts';
import { KINDS, kindOfType, profileHref } from './profileKinds.ts';
import { PROFILE_TYPES } from './profileTypes.ts';

type ListedProfile = ResultOf<'listProfiles'>['items'][number];

type ProfileFilters = {
  search?: string;
  type?: ProfileType | null;
  sort?: string | null;
  categoryId?: string | null;
  categoryName?: string | null;
  brandId?: string | null;
  brandName?: string | null;
  companyId?: string | null;
  companyName?: string | null;
};

const profilesList = createPagedListMachine<ListedProfile, ProfileFilters>();

const ALL = 'all';
const SORTS = ['name', '-name', 'city', '-created_at', '-updated_at'] as const;

const typeFrom = (value: string | null): ProfileType | null => PROFILE_TYPES.find((type) => type === value) ?? null;

/** profiles: every profile type with a type filter, search (name, VAT number, e-mail, city), sort and the contract's filters; 50 per page. */
const ProfilesListRoute = () => {
  const { t } = useTranslation(['directory', 'common']);
  const { client } = useApiClients();
  const initialType = typeFrom(new URLSearchParams(useSearch()).get('type'));
  const canCreateCustomer = usePermission('customers.create');
  const canCreateLead = usePermission('leads.create');
  const canCreateSupplier = usePermission('suppliers.create');
  const creatable = { customers: canCreateCustomer, leads: canCreateLead, suppliers: canCreateSupplier };
  const list = usePagedList(
    profilesList,
    ({ page, pageSize, filters }) =>
      listProfiles(client, {
        page,
        pageSize,
        ...(filters.search ? { search: filters.search } : {}),
        ...(filters.type ? { type: filters.type } : {}),
        ...(filters.sort ? { sort: filters.sort } : {}),
        ...(filters.categoryId ? { categoryId: Number(filters.categoryId) } : {}),
        ...(filters.brandId ? { brandId: Number(filters.brandId) } : {}),
        ...(filters.companyId ? { companyId: Number(filters.companyId) } : {}),
      }),
    { filters: { type: initialType, sort: 'name' } },
  );
  const filtered = Boolean(list.filters.search || list.filters.type || list.filters.categoryId || list.filters.brandId || list.filters.companyId);
  const createKind = list.filters.type ? kindOfType(list.filters.type) : null;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('directory:list.title')}
        actions={(Object.keys(creatable) as (keyof typeof creatable)[])
          .filter((kind) => creatable[kind] && (createKind === null || createKind === kind))
          .map((kind) => (
            <Link key={kind} href={`/${KINDS[kind].kind}/create`} className={button({ variant: createKind === kind || (createKind === null && kind === 'customers') ? 'primary' : 'secondary' })}>
              <Plus size={16} aria-hidden="true" />
              <span>{t(`directory:create.${kind}`)}</span>
            </Link>
          ))}
      />
      <FilterBar label={t('directory:list.filters')}>
        <TextField label={t('common:actions.search')} hint={t('directory:list.searchHint')} type="search" value={list.filters.search ?? ''} onValueChange={(search) => list.filter({ search })} />
        <Select
          label={t('directory:fields.type')}
          options={[{ value: ALL, label: t('directory:list.allTypes') }, ...PROFILE_TYPES.map((type) => ({ value: type, label: t(`directory:types.${type}`) }))]}
          value={list.filters.type ?? ALL}
          onValueChange={(value) => list.filter({ type: typeFrom(value) })}
        />
        <RemoteCombobox label={t('directory:fields.category')} value={list.filters.categoryId ?? null} selectedLabel={list.filters.categoryName ?? null} onValueChange={(categoryId, categoryName) => list.filter({ categoryId, categoryName })} load={categoryOptions(client)} />
        <RemoteCombobox label={t('directory:fields.brand')} value={list.filters.brandId ?? null} selectedLabel={list.filters.brandName ?? null} onValueChange={(brandId, brandName) => list.filter({ brandId, brandName })} load={brandOptions(client)} />
        <RemoteCombobox label={t('directory:fields.company')} value={list.filters.companyId ?? null} selectedLabel={list.filters.companyName ?? null} onValueChange={(companyId, companyName) => list.filter({ companyId, companyName })} load={companyOptions(client)} />
        <Select
          label={t('directory:list.sort')}
          options={SORTS.map((sort) => ({ value: sort, label: t(`directory:list.sorts.${sort}`) }))}
          value={list.filters.sort ?? 'name'}
          onValueChange={(sort) => list.filter({ sort })}
        />
      </FilterBar>
      <DataTable
        caption={t('directory:list.title')}
        rows={list.items}
        rowKey={(profile) => profile.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        empty={{ message: filtered ? t('common:states.emptySearch') : t('directory:list.empty'), icon: <Users size={28} aria-hidden="true" /> }}
        columns={[
          {
            key: 'name',
            header: t('directory:fields.name'),
            cell: (profile) => (
              <Link href={profileHref(profile)} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                {profile.name}
              </Link>
            ),
          },
          { key: 'type', header: t('directory:fields.type'), cell: (profile) => t(`directory:types.${profile.type}`) },
          { key: 'vat', header: t('directory:fields.vatNumber'), cell: (profile) => profile.vatNumber ?? '—', hideBelow: 'md' },
          { key: 'email', header: t('directory:fields.email'), cell: (profile) => profile.email ?? '—', hideBelow: 'lg' },
          { key: 'city', header: t('directory:address.city'), cell: (profile) => profile.address.city ?? '—', hideBelow: 'sm' },
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};

export default ProfilesListRoute;
