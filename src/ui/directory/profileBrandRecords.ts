import type { Brand, BrandInput } from '../../api/brands.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { profileBrandRecords as profileBrandRecordsLogic } from '../../machines/records/profileBrands.logic.ts';
import type { NamedRecordDescriptor } from '../components/namedRecords/namedRecordDescriptor.ts';
import { nameDescriptionInput, nameDescriptionValues } from '../components/namedRecords/namedRecordValues.ts';

/** Profile brands on the generic named-record screens: /profileBrands, /profileBrands/create (spec §2), /profileBrands/:profileBrandId/edit. */
export const profileBrandRecords: NamedRecordDescriptor<Brand, BrandInput> = {
  ns: 'directory',
  basePath: '/profileBrands',
  parent: { href: '/profiles', labelKey: 'directory:list.title' },
  labels: {
    title: 'directory:profileBrand.title',
    entity: 'directory:profileBrand.entity',
    create: 'directory:profileBrand.create',
    edit: 'directory:profileBrand.edit',
    empty: 'directory:profileBrand.empty',
    name: 'directory:fields.name',
    description: 'directory:fields.description',
    inUse: 'directory:profileBrand.inUse',
  },
  permissions: { create: 'brands.create', update: 'brands.update', delete: 'brands.delete' },
  logic: profileBrandRecordsLogic,
  missingId: missingIdMessage(missingId('brand')),
  paginated: true,
  nameMaxLength: 120,
  description: { maxLength: 2000 },
  toValues: nameDescriptionValues,
  toInput: nameDescriptionInput,
};
