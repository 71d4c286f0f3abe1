import type { Db } from '../../db/client.ts';
import { invalid, type Failure } from '../../http/handler.ts';
import type { Body } from '../../http/operationTypes.ts';
import { customerExists } from '../quotes/repository.ts';
import { tenantUserIds } from '../../shared/salesDocuments/references.ts';
import { testResultIdsOf, type SampleFields, type TestResultInput } from './repository.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import { fieldParam, message, numberParam } from '../../i18n/message.ts';
import { selectedInvalid } from '../recordMessages.ts';

// SampleInput → the editable columns and test results. Unknown customer, agent, sales manager or result ids
// answer 422.

export async function sampleInput(
  db: Db,
  tenantId: number,
  body: Body<'createSample'>,
  defaultDate: string,
  sampleId: number | null,
): Promise<{ fields: SampleFields; results: TestResultInput[] } | Failure> {
  const errors: FieldErrors = {};
  if (!(await customerExists(db, tenantId, body.customer_id))) errors.customer_id = [selectedInvalid('customer_id')];
  const agentId = body.agent_id ?? null;
  const managerId = body.sales_manager_id ?? null;
  const known = await tenantUserIds(db, tenantId, [agentId, managerId]);
  if (agentId !== null && !known.has(agentId)) errors.agent_id = [selectedInvalid('agent_id')];
  if (managerId !== null && !known.has(managerId)) errors.sales_manager_id = [selectedInvalid('sales_manager_id')];
  const own = sampleId === null ? new Set<number>() : await testResultIdsOf(db, tenantId, sampleId);
  const used = new Set<number>();
  (body.test_results ?? []).forEach((r, i) => {
    if (r.id === undefined) return;
    if (!own.has(r.id) || used.has(r.id)) errors[`test_results.${i}.id`] = [message('samples.unknownTestResult')];
    used.add(r.id);
  });
  if (body.weight?.startsWith('-')) errors.weight = [message('validation.minimum', { field: fieldParam('weight'), limit: numberParam(0) })];
  if (body.price_target?.startsWith('-')) errors.price_target = [message('validation.minimum', { field: fieldParam('price_target'), limit: numberParam(0) })];
  if (Object.keys(errors).length > 0) return invalid(errors);

  return {
    fields: {
      date: body.date ?? defaultDate,
      customerId: body.customer_id,
      customerContact: body.customer_data?.contact ?? null,
      customerNotes: body.customer_data?.notes ?? null,
      agentId,
      salesManagerId: managerId,
      materials: body.materials ?? [],
      weight: body.weight ?? null,
      machineName: body.machine_name ?? null,
      machineType: body.machine_type ?? null,
      packingSpeed: body.packing_speed ?? null,
      formatWidthMm: body.format?.width_mm ?? null,
      formatHeightMm: body.format?.height_mm ?? null,
      thicknessMicron: body.thickness_micron ?? null,
      priceTarget: body.price_target ?? null,
      volume: body.volume ?? null,
      deliveryTime: body.delivery_time ?? null,
      newProject: body.new_project ?? false,
    },
    results: (body.test_results ?? []).map((r, position) => ({
      ...(r.id === undefined ? {} : { id: r.id }),
      position,
      date: r.date,
      outcome: r.outcome,
      notes: r.notes ?? null,
    })),
  };
}
