import { interests } from '../../db/schema/salesReports.ts';
import type { HandlerMap } from '../../http/handler.ts';
import { namedRecordHandlers } from '../../shared/listing/namedRecordHandlers.ts';
import { salesReportsMentioning } from '../salesReports/mentioning.ts';

// Interests raised during sales contacts (sales-reports.* permissions). Deleting one detaches it from the reports
// that mention it (the link rows cascade).

const records = namedRecordHandlers({ table: interests });

export const handlers = {
  listInterests: records.list,
  createInterest: records.create,
  getInterest: records.get,
  updateInterest: records.update,
  deleteInterest: records.remove,
  listInterestSalesReports: salesReportsMentioning(interests, (interestId) => ({ interestId })),
} satisfies HandlerMap;
