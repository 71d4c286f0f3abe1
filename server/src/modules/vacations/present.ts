import type { Schema } from '../../http/operationTypes.ts';
import { tidy } from '../../../../src/domain/decimal.ts';
import type { VacationView } from './repository.ts';

// Vacation requests → wire (contract Vacation).

export function presentVacation(v: VacationView): Schema<'Vacation'> {
  const r = v.row;
  return {
    id: r.id,
    user: v.user,
    type: r.type,
    type_description: r.typeDescription,
    start: r.start,
    end: r.end,
    all_day: r.allDay,
    hours: tidy(r.hours),
    status: r.status,
    notes: r.notes,
    approver_notes: r.approverNotes,
    approver: v.approver,
    event: v.event,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  };
}
