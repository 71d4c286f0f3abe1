import enCommon from '../../../../locales/en/common.json' with { type: 'json' };
import itCommon from '../../../../locales/it/common.json' with { type: 'json' };
import type { Language } from '../../../../src/domain/constants/languages.ts';

// Event / vacation type labels (spec §3): `type_description` on the wire is derived from `type`, in the reader's
// language, from the same words the app shows (locales/*/common.json `eventTypes`; the Italian ones are the spec's,
// with `other` worded apart from `others` so that no two kinds read the same).

const LABELS: Readonly<Record<Language, Readonly<Record<string, string>>>> = { it: itCommon.eventTypes, en: enCommon.eventTypes };

export const typeDescription = (type: string | null, language: Language): string | null =>
  type === null ? null : (LABELS[language][type] ?? null);

/**
 * A leave request's event title: "<kind> – <requester>". The row stores only the requester's name (a word in no
 * language, migration 0019); the kind is worded here, for whoever reads it.
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
