import type { Schema } from '../../http/operationTypes.ts';
import type { CalendarWriter } from './access.ts';
import type { CalendarView } from './repository.ts';

// Calendar rows → wire (contract Calendar, CalendarSubscription). `mayWrite` is the rule the event writes check
// (access.ts), so `writable` says exactly where the user may create, change or move events.

export function presentCalendar(v: CalendarView, mayWrite: CalendarWriter): Schema<'Calendar'> {
  const { cal, sub } = v;
  const visible = sub?.visible ?? false;
  return {
    id: cal.id,
    name: cal.name,
    type: cal.type,
    owner: cal.ownerId !== null ? { id: cal.ownerId, name: v.ownerName ?? '' } : null,
    company_id: cal.companyId,
    background_color: sub?.backgroundColor ?? cal.backgroundColor,
    selected: sub?.selected ?? false,
    visible,
    hidden: !visible,
    primary: cal.primary,
    subscribed: sub !== null,
    writable: mayWrite(cal),
    created_at: cal.createdAt,
    updated_at: cal.updatedAt,
  };
}

export function presentSubscription(v: CalendarView, mayWrite: CalendarWriter): Schema<'CalendarSubscription'> {
  const sub = v.sub;
  if (!sub) throw new Error('presentSubscription needs a subscription');
  return {
    id: sub.id,
    calendar_id: v.cal.id,
    calendar: presentCalendar(v, mayWrite),
    selected: sub.selected,
    visible: sub.visible,
    background_color: sub.backgroundColor,
    created_at: sub.createdAt,
  };
}
