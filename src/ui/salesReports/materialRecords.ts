import type { Material, MaterialInput } from '../../api/materials.ts';
import { materialCalls } from '../../machines/records/salesReports.logic.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import type { NamedRecordDescriptor, NamedRecordValues } from '../components/namedRecords/namedRecordDescriptor.ts';
import { nameDescriptionInput, nameDescriptionValues, textOrNull } from '../components/namedRecords/namedRecordValues.ts';

/**
 * Materials of the sales reports on the generic named-record screens: /sales-reports/materials, …/create,
 * …/:materialId/edit, plus a detail screen (…/:materialId) with the reports that mention one.
 */
export const materialRecords: NamedRecordDescriptor<Material, MaterialInput> = {
  ns: 'salesReports',
  basePath: '/sales-reports/materials',
  parent: { href: '/sales-reports', labelKey: 'salesReports:list.title' },
  labels: {
    title: 'salesReports:materials.title',
    entity: 'salesReports:materials.entity',
    create: 'salesReports:materials.create',
    edit: 'salesReports:materials.edit',
    empty: 'salesReports:materials.empty',
    name: 'salesReports:materials.name',
    description: 'salesReports:materials.description',
    inUse: 'salesReports:materials.inUse',
  },
  permissions: { create: 'sales-reports.create', update: 'sales-reports.update', delete: 'sales-reports.delete' },
  api: materialCalls,
  // No dedicated missing-id wording for this table in spec §5: the sales report's is the closest.
  missingId: missingIdMessage(missingId('salesReport')),
  paginated: true,
  hasDetail: true,
  nameMaxLength: 120,
  description: { maxLength: 2000 },
  extraFields: [{ key: 'code', kind: 'text', maxLength: 50, labelKey: 'salesReports:materials.code', column: (record) => record.code ?? '', sortKey: 'code' }],
  toValues: (record): NamedRecordValues => ({ ...nameDescriptionValues(record), code: record.code ?? '' }),
  toInput: (values) => ({ ...nameDescriptionInput(values), code: textOrNull(values['code']) }),
};
