import type { Operation } from '../contract/operation.ts';
import { isMessage, message } from '../i18n/message.ts';
import type { Failure } from './failure.ts';

// A 404 names the kind of record it is about: a person who opens a deleted customer's link reads "Anagrafica non
// trovata.", not "Non trovato.". Handlers answer a bare `notFound()`; the pipeline words it here, once, from the
// operation's path: the record is the one its last path parameter names (`/tasks/{id}/comments` → the task,
// `/tasks/{id}/comments/{commentId}` → the comment: a comment not found under that task). Each record has a whole
// sentence in the catalogue (`notFound.<record>`), so Italian agrees with the record's gender ("Attività non trovata.",
// "Preventivo non trovato."). A message a handler gives itself (`settings.notFound`, an invitation's) is kept.

/**
 * The path segment before the last parameter → record; the two last literals first, for a segment named in several
 * places or a last parameter that names a fixed choice rather than a record.
 */
const RECORDS: Readonly<Record<string, string>> = {
  access: 'sectionAccess',
  'article-brands': 'articleBrand',
  'article-categories': 'articleCategory',
  'article-divisions': 'articleDivision',
  'article-groups': 'articleGroup',
  'article-lines': 'articleLine',
  'article-types': 'articleType',
  articles: 'article',
  'price-lists/articles': 'priceListArticle',
  brands: 'profileBrand',
  'calendar-feeds': 'calendarFeed',
  calendars: 'calendar',
  categories: 'category',
  checklists: 'checklist',
  comments: 'comment',
  companies: 'company',
  // A sample's department is a fixed choice the contract checks (422): a 404 there is about the sample.
  'samples/departments': 'sample',
  documents: 'document',
  evaluations: 'evaluation',
  events: 'event',
  'password/find': 'passwordReset',
  goals: 'goal',
  groups: 'newsletterGroup',
  imports: 'import',
  interests: 'interest',
  invitations: 'invitation',
  items: 'checklistItem',
  lists: 'newsletterList',
  'newsletter-lists': 'newsletterList',
  materials: 'material',
  media: 'media',
  notifications: 'notification',
  outbox: 'sentMail',
  packages: 'package',
  'pdf-links': 'pdfLink',
  phases: 'phase',
  preferences: 'preference',
  'price-lists': 'priceList',
  'profile-categories': 'profileCategory',
  profiles: 'profile',
  proposals: 'proposal',
  quotes: 'quote',
  recipients: 'recipient',
  roles: 'role',
  'sales-reports': 'salesReport',
  samples: 'sample',
  settings: 'setting',
  'setup/steps': 'setupStep',
  'task-types': 'taskType',
  tasks: 'task',
  'user-vacation-hours': 'vacationHours',
  users: 'user',
  'users/me': 'user',
  'related-users': 'user',
  'available-related-users': 'user',
  'user-vacation-hours/remainings': 'user',
  vacations: 'vacation',
  warehouses: 'warehouse',
  'work-types': 'workType',
  works: 'work',
};

/** The record an operation's path names last (its `notFound.<record>` key), or null when the path names none. */
export function recordOf(path: string): string | null {
  const segments = path.split('/').filter((s) => s !== '');
  const last = segments.findLastIndex((s) => s.startsWith('{'));
  // Without a parameter, the collection's own record (a create reading back what it stored) or the one a table entry
  // names (a person's team or balance asked for by `user_id`).
  const named = last < 0 ? segments : segments.slice(0, last);
  if (last >= 0 && !segments[last - 1]) return null;
  const literals = named.filter((s) => !s.startsWith('{'));
  const pair = literals.slice(-2).join('/');
  return RECORDS[pair] ?? RECORDS[literals.at(-1) ?? ''] ?? null;
}

/** A bare 404 of the operation worded with its record; any other failure as it is. */
export function withRecordNamed(failure: Failure, op: Operation): Failure {
  if (failure._tag !== 'NotFound' || !isMessage(failure.message) || failure.message.key !== 'failure.notFound') return failure;
  const record = recordOf(op.path);
  return record === null ? failure : { ...failure, message: message(`notFound.${record}`) };
}
