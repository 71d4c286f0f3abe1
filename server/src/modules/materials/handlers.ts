import { materials } from '../../db/schema/salesReports.ts';
import type { HandlerMap } from '../../http/handler.ts';
import { namedRecordHandlers } from '../../shared/listing/namedRecordHandlers.ts';
import { salesReportsMentioning } from '../salesReports/mentioning.ts';

// Materials shown during sales contacts (sales-reports.* permissions). Deleting one detaches it from the reports
// that mention it (the link rows cascade).

const records = namedRecordHandlers({ table: materials });

export const handlers = {
  listMaterials: records.list,
  createMaterial: records.create,
  getMaterial: records.get,
  updateMaterial: records.update,
  deleteMaterial: records.remove,
  listMaterialSalesReports: salesReportsMentioning(materials, (materialId) => ({ materialId })),
} satisfies HandlerMap;
