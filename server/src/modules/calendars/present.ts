import type { Schema } from '../../http/operationTypes.ts';
import type { CalendarView } from './repository.ts';

// Calendar rows → wire (contract Calendar, CalendarSubscription).

export function presentCalendar(v: CalendarView): Schema<'Calendar'> {
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
    created_at: cal.createdAt,
    updated_at: cal.updatedAt,
  };
}

export function presentSubscription(v: CalendarView): Schema<'CalendarSubscription'> {
  const sub = v.sub;
  if (!sub) throw new Error('presentSubscription needs a subscription');
  return {
    id: sub.id,
    calendar_id: v.cal.id,
    calendar: presentCalendar(v),
    selected: sub.selected,
    visible: sub.visible,
    background_color: sub.backgroundColor,
    created_at: sub.createdAt,
  };
}
