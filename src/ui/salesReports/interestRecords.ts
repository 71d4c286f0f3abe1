import type { Interest, InterestInput } from '../../api/interests.ts';
import { interestCalls } from '../../machines/records/salesReports.logic.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import type { NamedRecordDescriptor, NamedRecordValues } from '../components/namedRecords/namedRecordDescriptor.ts';
import { nameDescriptionInput, nameDescriptionValues, textOrNull } from '../components/namedRecords/namedRecordValues.ts';

/**
 * Interests of the sales reports on the generic named-record screens: /sales-reports/interests, …/create,
 * …/:interestId/edit, plus a detail screen (…/:interestId) with the reports that mention one.
 */
export const interestRecords: NamedRecordDescriptor<Interest, InterestInput> = {
  ns: 'salesReports',
  basePath: '/sales-reports/interests',
  parent: { href: '/sales-reports', labelKey: 'salesReports:list.title' },
  labels: {
    title: 'salesReports:interests.title',
    entity: 'salesReports:interests.entity',
    create: 'salesReports:interests.create',
    edit: 'salesReports:interests.edit',
    empty: 'salesReports:interests.empty',
    name: 'salesReports:interests.name',
    description: 'salesReports:interests.description',
    inUse: 'salesReports:interests.inUse',
  },
  permissions: { create: 'sales-reports.create', update: 'sales-reports.update', delete: 'sales-reports.delete' },
  api: interestCalls,
  // No dedicated missing-id wording for this table in spec §5: the sales report's is the closest.
  missingId: missingIdMessage(missingId('salesReport')),
  paginated: true,
  hasDetail: true,
  nameMaxLength: 120,
  description: { maxLength: 2000 },
  extraFields: [{ key: 'code', kind: 'text', maxLength: 50, labelKey: 'salesReports:interests.code', column: (record) => record.code ?? '', sortKey: 'code' }],
  toValues: (record): NamedRecordValues => ({ ...nameDescriptionValues(record), code: record.code ?? '' }),
  toInput: (values) => ({ ...nameDescriptionInput(values), code: textOrNull(values['code']) }),
};
