import type { ProfileCategory, ProfileCategoryInput } from '../../api/profileCategories.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { profileCategoryRecords as profileCategoryRecordsLogic } from '../../machines/records/profileCategories.logic.ts';
import type { NamedRecordDescriptor } from '../components/namedRecords/namedRecordDescriptor.ts';
import { nameDescriptionInput, nameDescriptionValues } from '../components/namedRecords/namedRecordValues.ts';

/**
 * Profile categories on the generic named-record screens: /profileCategories, /profileCategories/create (spec §2),
 * /profileCategories/:profileCategoryId/edit. No default page size on the server (spec §9): one unpaged list.
 */
export const profileCategoryRecords: NamedRecordDescriptor<ProfileCategory, ProfileCategoryInput> = {
  ns: 'directory',
  basePath: '/profileCategories',
  parent: { href: '/profiles', labelKey: 'directory:list.title' },
  labels: {
    title: 'directory:profileCategory.title',
    entity: 'directory:profileCategory.entity',
    create: 'directory:profileCategory.create',
    edit: 'directory:profileCategory.edit',
    empty: 'directory:profileCategory.empty',
    name: 'directory:fields.name',
    description: 'directory:fields.description',
    inUse: 'directory:profileCategory.inUse',
  },
  permissions: { create: 'profile_categories.create', update: 'profile_categories.update', delete: 'profile_categories.delete' },
  logic: profileCategoryRecordsLogic,
  missingId: missingIdMessage(missingId('profileCategory')),
  paginated: false,
  nameMaxLength: 120,
  description: { maxLength: 2000 },
  toValues: nameDescriptionValues,
  toInput: nameDescriptionInput,
};
