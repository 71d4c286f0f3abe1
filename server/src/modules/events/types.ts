import enCommon from '../../../../locales/en/common.json' with { type: 'json' };
import type { Language } from '../../../../src/domain/constants/languages.ts';

// Event / vacation type labels (spec §3): `type_description` on the wire is derived from `type`, in the reader's
// language. Italian keeps the spec's own words; English is the app's (locales/en/common.json `eventTypes`).

export const EVENT_TYPE_LABELS: Readonly<Record<string, string>> = {
  smart_working: 'Smart Working',
  not_paid_time_off: 'Permesso non retribuito',
  paid_time_off: 'Permesso retribuito',
  vacations_and_permissions: 'Ferie e permessi',
  wedding: 'Matrimonio',
  marriage_license: 'Licenza Matrimoniale',
  funeral: 'Funerale',
  medical_exam: 'Visite Mediche',
  military_service: 'Servizio militare',
  leave_of_absence: 'Periodo di aspettativa',
  others: 'Altro',
  pregnancy: 'Maternità',
  illness: 'Malattia',
  mission: 'Missione',
  permission: 'Permesso monte ore',
  relocation: 'Trasloco',
  vacation: 'Ferie',
  ex_holiday: 'Ex-festività',
  other: 'Altro',
};

const EN_LABELS: Readonly<Record<string, string>> = enCommon.eventTypes;

export const typeDescription = (type: string | null, language: Language): string | null =>
  type === null ? null : ((language === 'en' ? EN_LABELS[type] : EVENT_TYPE_LABELS[type]) ?? null);

/**
 * A leave request's event title: "<kind> – <requester>". The row stores only the requester's name (a word in no
 * language, migration 0020); the kind is worded here, for whoever reads it.
 */
export const vacationEventTitle = (type: string | null, requester: string | null, language: Language): string => {
  const kind = typeDescription(type, language);
  const name = requester?.trim() ? requester.trim() : null;
  return kind && name ? `${kind} – ${name}` : (kind ?? name ?? '');
};

/**
 * The stored title of a task's event is spec §4's 'Costo ' + the task summary (search and older rows rely on it);
 * readers get the prefix in their language (events/present.ts eventSummary).
 */
export const TASK_EVENT_PREFIX = 'Costo ';
