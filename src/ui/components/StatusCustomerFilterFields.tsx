import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClients } from '../app/ApiClientContext.ts';
import { customerOptions } from '../../machines/records/options.logic.ts';
import { FilterBar } from './FilterBar.tsx';
import { RemoteCombobox } from './RemoteCombobox.tsx';
import { Select } from './Select.tsx';
import type { StatusCustomerFilters } from '../../domain/statusCustomerQuery.ts';
import { TextField } from './TextField.tsx';

const ALL = 'all';

export type StatusCustomerFilterFieldsProps<Status extends string> = {
  /** The filter bar's accessible name. */
  readonly label: string;
  readonly filters: StatusCustomerFilters<Status>;
  readonly onFilter: (filters: Partial<StatusCustomerFilters<Status>>) => void;
  readonly statuses: readonly Status[];
  readonly statusLabel: string;
  /** The "any status" choice, e.g. "Tutti gli stati". */
  readonly allStatusesLabel: string;
  readonly statusName: (status: Status) => string;
  readonly customerLabel: string;
  /** Further fields of this list (a period…), after the shared ones. */
  readonly children?: ReactNode;
};

/** Search, status and customer fields of a record list, in one filter bar. */
export const StatusCustomerFilterFields = <Status extends string>({
  label,
  filters,
  onFilter,
  statuses,
  statusLabel,
  allStatusesLabel,
  statusName,
  customerLabel,
  children,
}: StatusCustomerFilterFieldsProps<Status>) => {
  const { t } = useTranslation('common');
  const { client } = useApiClients();
  return (
    <FilterBar label={label}>
      <TextField label={t('common:actions.search')} type="search" value={filters.search ?? ''} onValueChange={(search) => onFilter({ search })} />
      <Select
        label={statusLabel}
        options={[{ value: ALL, label: allStatusesLabel }, ...statuses.map((status) => ({ value: status, label: statusName(status) }))]}
        value={filters.status ?? ALL}
        onValueChange={(value) => onFilter({ status: statuses.find((status) => status === value) ?? null })}
      />
      <RemoteCombobox
        label={customerLabel}
        value={filters.customerId ?? null}
        selectedLabel={filters.customerName ?? null}
        onValueChange={(customerId, customerName) => onFilter({ customerId, customerName })}
        load={customerOptions(client)}
      />
      {children}
    </FilterBar>
  );
};
