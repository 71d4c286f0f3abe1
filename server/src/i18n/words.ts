import itCommon from '../../../locales/it/common.json' with { type: 'json' };
import enCommon from '../../../locales/en/common.json' with { type: 'json' };
import itDirectory from '../../../locales/it/directory.json' with { type: 'json' };
import enDirectory from '../../../locales/en/directory.json' with { type: 'json' };
import itQuotes from '../../../locales/it/quotes.json' with { type: 'json' };
import enQuotes from '../../../locales/en/quotes.json' with { type: 'json' };
import itSamples from '../../../locales/it/samples.json' with { type: 'json' };
import enSamples from '../../../locales/en/samples.json' with { type: 'json' };
import itProposals from '../../../locales/it/proposals.json' with { type: 'json' };
import enProposals from '../../../locales/en/proposals.json' with { type: 'json' };
import itSalesReports from '../../../locales/it/salesReports.json' with { type: 'json' };
import enSalesReports from '../../../locales/en/salesReports.json' with { type: 'json' };
import itAdmin from '../../../locales/it/admin.json' with { type: 'json' };
import enAdmin from '../../../locales/en/admin.json' with { type: 'json' };
import itSettings from '../../../locales/it/settings.json' with { type: 'json' };
import enSettings from '../../../locales/en/settings.json' with { type: 'json' };
import itEvaluators from '../../../locales/it/evaluators.json' with { type: 'json' };
import enEvaluators from '../../../locales/en/evaluators.json' with { type: 'json' };
import itVacations from '../../../locales/it/vacations.json' with { type: 'json' };
import enVacations from '../../../locales/en/vacations.json' with { type: 'json' };
import type { Language } from '../../../src/domain/constants/languages.ts';
import { message } from './message.ts';
import { renderMessage } from './render.ts';

// The screens' own words for the fixed vocabularies (statuses, kinds, roles): an export's cell reads as the list reads
// on screen, and a list sorted by such a column follows these words (shared/listing/sort.ts byWords); a value the
// screens have no word for is written as it is.

type Vocabulary = Readonly<Record<string, string>>;

const VOCABULARIES = {
  taskStatuses: { it: itCommon.taskStatuses, en: enCommon.taskStatuses },
  workStatuses: { it: itCommon.workStatuses, en: enCommon.workStatuses },
  // The leave screens' words (common's older set has no 'rejected' and calls 'modified' "Modificata").
  vacationStatuses: { it: itVacations.statuses, en: enVacations.statuses },
  userStatuses: { it: itCommon.userStatuses, en: enCommon.userStatuses },
  leaveTypes: { it: itCommon.eventTypes, en: enCommon.eventTypes },
  roles: { it: itCommon.roles, en: enCommon.roles },
  profileTypes: { it: itDirectory.types, en: enDirectory.types },
  quoteStatuses: { it: itQuotes.statuses, en: enQuotes.statuses },
  sampleStatuses: { it: itSamples.status, en: enSamples.status },
  proposalStatuses: { it: itProposals.status, en: enProposals.status },
  contactTypes: { it: itSalesReports.contactTypes, en: enSalesReports.contactTypes },
  packageStatuses: { it: itEvaluators.packages.status, en: enEvaluators.packages.status },
  recipientStatuses: { it: itCommon.recipientStatuses, en: enCommon.recipientStatuses },
  mailStatuses: { it: itSettings.mail.status, en: enSettings.mail.status },
  auditActions: { it: itAdmin.auditActions, en: enAdmin.auditActions },
} as const satisfies Record<string, Record<Language, Vocabulary>>;

export type VocabularyName = keyof typeof VOCABULARIES;

/** `sub_admin` → `subAdmin`: some vocabularies are keyed in camelCase. */
const camel = (value: string): string => value.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
/** `auth.login_failed` → `auth_login_failed`: the audit actions are keyed without their dots (i18next reads a dot as nesting). */
const undotted = (value: string): string => value.replace(/[.:]/g, '_');

/** The screen's word for a value of a vocabulary, in the reader's language. */
export const wordOf =
  (name: VocabularyName) =>
  (value: string, language: Language): string => {
    const words: Vocabulary = VOCABULARIES[name][language];
    return words[value] ?? words[camel(value)] ?? words[undotted(value)] ?? value;
  };

/** Yes / no in the reader's language (catalogue `export.yes` / `export.no`). */
export const yesNoWord = (yes: boolean, language: Language): string => renderMessage(message(yes ? 'export.yes' : 'export.no'), language);

/** The values a vocabulary has words for (as the screens key them: some in camelCase, see wordOf). */
export const vocabularyKeys = (name: VocabularyName): readonly string[] => [
  ...new Set([...Object.keys(VOCABULARIES[name].it), ...Object.keys(VOCABULARIES[name].en)]),
];
