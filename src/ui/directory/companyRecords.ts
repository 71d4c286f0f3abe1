import type { Company, CompanyInput } from '../../api/companies.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { companyRecords as companyRecordsLogic } from '../../machines/records/companies.logic.ts';
import type { NamedRecordDescriptor } from '../components/namedRecords/namedRecordDescriptor.ts';
import { text, textOrNull } from '../components/namedRecords/namedRecordValues.ts';

/**
 * Companies on the generic named-record list (/companies: search, pager, name linking to the edit form). Create and
 * edit are the company's own screens (CompanyCreateRoute, CompanyEditRoute at the descriptor's paths) because a
 * company has a structured address with the maps field, which the generic form does not hold; `toValues`/`toInput`
 * therefore only describe the list's columns. There is no delete: the contract has none (spec shows none).
 */
export const companyRecords: NamedRecordDescriptor<Company, CompanyInput> = {
  ns: 'directory',
  basePath: '/companies',
  parent: { href: '/profiles', labelKey: 'directory:list.title' },
  labels: {
    title: 'directory:company.title',
    entity: 'directory:company.entity',
    create: 'directory:company.create',
    edit: 'directory:company.edit',
    empty: 'directory:company.empty',
    name: 'directory:fields.name',
    description: 'directory:fields.description',
    inUse: 'directory:company.inUse',
  },
  permissions: { create: 'companies.create', update: 'companies.update' },
  exportAs: 'companies',
  logic: companyRecordsLogic,
  missingId: missingIdMessage(missingId('company')),
  paginated: true,
  nameMaxLength: 255,
  description: false,
  extraFields: [
    { key: 'vatNumber', kind: 'text', maxLength: 30, labelKey: 'directory:fields.vatNumber', column: (company) => company.vatNumber ?? '', sortKey: 'vat_number' },
    { key: 'city', kind: 'text', maxLength: 120, labelKey: 'directory:address.city', column: (company) => company.address.city ?? '' },
  ],
  toValues: (company) => ({ name: company.name, description: '', vatNumber: company.vatNumber ?? '', city: company.address.city ?? '' }),
  toInput: (values) => ({ name: text(values.name), vatNumber: textOrNull(values['vatNumber']) }),
};
