import type { WorkType, WorkTypeInput } from '../../api/workTypes.ts';
import { workTypeCalls } from '../../machines/records/workTypes.logic.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import type { NamedRecordDescriptor } from '../components/namedRecords/namedRecordDescriptor.ts';
import { nameDescriptionInput, nameDescriptionValues } from '../components/namedRecords/namedRecordValues.ts';

/** Work (job) types on the generic named-record screens: /works/types, /works/types/create, /works/types/:typeId/edit. */
export const workTypeRecords: NamedRecordDescriptor<WorkType, WorkTypeInput> = {
  ns: 'works',
  basePath: '/works/types',
  parent: { href: '/works', labelKey: 'works:list.title' },
  labels: {
    title: 'works:types.title',
    entity: 'works:types.entity',
    create: 'works:types.create',
    edit: 'works:types.edit',
    empty: 'works:types.empty',
    name: 'works:types.name',
    description: 'works:types.description',
    inUse: 'works:types.inUse',
  },
  permissions: { create: 'work_types.create', update: 'work_types.update', delete: 'work_types.delete' },
  api: workTypeCalls,
  missingId: missingIdMessage(missingId('workType')),
  paginated: true,
  nameMaxLength: 100,
  description: { maxLength: 1000 },
  toValues: nameDescriptionValues,
  toInput: nameDescriptionInput,
};
