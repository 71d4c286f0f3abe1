import Building2 from 'lucide-react/icons/building-complex';
import Plus from 'lucide-react/icons/plus';
import Tag from 'lucide-react/icons/tag';
import Tags from 'lucide-react/icons/tags';
import Users from 'lucide-react/icons/users';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import type { ProfileType } from '../../api/profiles.ts';
import { companyOptions } from '../../machines/records/companies.logic.ts';
import { brandOptions } from '../../machines/records/profileBrands.logic.ts';
import { categoryOptions } from '../../machines/records/profileCategories.logic.ts';
import { agentOptions, profileQuery, profilesExportList, profilesList, type ProfileFilters } from '../../machines/records/profiles.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { DataTable } from '../components/DataTable.tsx';
import type { ListAddressOptions } from '../components/listAddress.ts';
import { ExportMenu } from '../components/ExportMenu.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { errorTagText } from '../components/messageText.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { Select } from '../components/Select.tsx';
import { TextField } from '../components/TextField.tsx';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { KINDS, kindOfType, profileHref } from '../components/profileKinds.ts';
import { PROFILE_TYPES } from './profileTypes.ts';

const ALL = 'all';

/** The contract's `x-sort-fields` of listProfiles that the table's columns offer. */
type ProfileSortField = 'name' | 'type' | 'city' | 'vat_number' | 'created_at' | 'updated_at' | 'id';
const sortKey = (field: ProfileSortField): ProfileSortField => field;

const typeFrom = (value: string | null | undefined): ProfileType | null => PROFILE_TYPES.find((type) => type === value) ?? null;

const FILTER_KEYS = ['search', 'type', 'categoryId', 'categoryName', 'brandId', 'brandName', 'companyId', 'companyName', 'agentId', 'agentName'] as const;

/** Page, order and filters live in the address (a link to `/profiles?type=lead` opens the leads); pickers keep their label. */
const PROFILE_ADDRESS: ListAddressOptions<ProfileFilters> = {
  filters: FILTER_KEYS,
  parseFilters: (raw) => ({ ...raw, type: typeFrom(raw['type']) }),
};

/** profiles: every profile type with a type filter, search (name, VAT number, e-mail, city), sort and the contract's filters; 50 per page. */
const ProfilesListRoute = () => {
  const { t } = useTranslation(['directory', 'common']);
  const { client } = useApiClients();
  const canCreateCustomer = usePermission('customers.create');
  const canCreateLead = usePermission('leads.create');
  // The agent's choices are the users list: without `users.viewAny` (an operator) it answers 403 and the filter opened
  // on nothing. An agent chosen by address (a shared link) still filters.
  const canPickAgent = usePermission('users.viewAny');
  const canCreateSupplier = usePermission('suppliers.create');
  const creatable = { customers: canCreateCustomer, leads: canCreateLead, suppliers: canCreateSupplier };
  const canCompanies = usePermission('companies.viewAny');
  const canCategories = usePermission('profile_categories.update');
  const canBrands = usePermission('brands.update');
  const manage = [
    { href: '/companies', label: t('directory:company.title'), icon: <Building2 size={16} aria-hidden="true" />, shown: canCompanies },
    { href: '/profileCategories', label: t('directory:profileCategory.title'), icon: <Tags size={16} aria-hidden="true" />, shown: canCategories },
    { href: '/profileBrands', label: t('directory:profileBrand.title'), icon: <Tag size={16} aria-hidden="true" />, shown: canBrands },
  ].filter((link) => link.shown);
  const list = usePagedList(profilesList, {}, { address: PROFILE_ADDRESS });
  const filtered = Boolean(list.filters.search || list.filters.type || list.filters.categoryId || list.filters.brandId || list.filters.companyId || list.filters.agentId);
  const createKind = list.filters.type ? kindOfType(list.filters.type) : null;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('directory:list.title')}
        actions={
          <>
            <ExportMenu list={profilesExportList(list.filters.type)} query={profileQuery(list.filters, list.sort)} fileName={t('directory:list.title')} />
            {(Object.keys(creatable) as (keyof typeof creatable)[])
              .filter((kind) => creatable[kind] && (createKind === null || createKind === kind))
              .map((kind) => (
                <Link key={kind} href={`/${KINDS[kind].kind}/create`} className={button({ variant: createKind === kind || (createKind === null && kind === 'customers') ? 'primary' : 'secondary' })}>
                  <Plus size={16} aria-hidden="true" />
                  <span>{t(`directory:create.${kind}`)}</span>
                </Link>
              ))}
          </>
        }
      />
      {manage.length > 0 ? (
        <nav aria-label={t('directory:list.manage')} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {manage.map((link) => (
            <Link key={link.href} href={link.href} className={button({ variant: 'ghost', size: 'sm' })}>
              {link.icon}
              <span>{link.label}</span>
            </Link>
          ))}
        </nav>
      ) : null}
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
        {canPickAgent ? (
          <RemoteCombobox label={t('directory:fields.agent')} value={list.filters.agentId ?? null} selectedLabel={list.filters.agentName ?? null} onValueChange={(agentId, agentName) => list.filter({ agentId, agentName })} load={agentOptions(client)} />
        ) : null}
      </FilterBar>
      <DataTable
        caption={t('directory:list.title')}
        rows={list.items}
        rowKey={(profile) => profile.id}
        sort={list.sort}
        onSortChange={list.sortBy}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        empty={{ message: filtered ? t('common:states.emptySearch') : t('directory:list.empty'), icon: <Users size={28} aria-hidden="true" /> }}
        columns={[
          {
            key: 'name',
            header: t('directory:fields.name'),
            sortKey: sortKey('name'),
            cell: (profile) => (
              <Link href={profileHref(profile)} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                {profile.name}
              </Link>
            ),
          },
          { key: 'type', header: t('directory:fields.type'), cell: (profile) => t(`directory:types.${profile.type}`), sortKey: sortKey('type') },
          { key: 'vat', header: t('directory:fields.vatNumber'), cell: (profile) => profile.vatNumber ?? '—', hideBelow: 'md', sortKey: sortKey('vat_number') },
          { key: 'email', header: t('directory:fields.email'), cell: (profile) => profile.email ?? '—', hideBelow: 'lg' },
          { key: 'city', header: t('directory:address.city'), cell: (profile) => profile.address.city ?? '—', hideBelow: 'sm', sortKey: sortKey('city') },
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};

export default ProfilesListRoute;
