import type { ErasedHandler } from '../../http/dispatch.ts';
import type { OperationId } from '../../http/operationTypes.ts';
import { changeLines } from '../../../../src/domain/auditChanges.ts';
import { elapsedSeconds, workElapsedSeconds } from '../../../../src/domain/elapsed.ts';
import { handlers as audit } from '../audit.ts';
import { handlers as articles } from '../articles/handlers.ts';
import { handlers as companies } from '../companies/handlers.ts';
import { handlers as documents } from '../documents/handlers.ts';
import { handlers as calendarViews } from '../events/views.ts';
import { handlers as goals } from '../goals/handlers.ts';
import { handlers as newsletter } from '../newsletter/handlers.ts';
import { handlers as outbox } from '../outbox/handlers.ts';
import { handlers as packages } from '../packages/handlers.ts';
import { handlers as priceLists } from '../priceLists/handlers.ts';
import { handlers as profiles } from '../profiles/handlers.ts';
import { handlers as proposals } from '../proposals/handlers.ts';
import { handlers as quotes } from '../quotes/handlers.ts';
import { handlers as roles } from '../roles/handlers.ts';
import { handlers as salesReports } from '../salesReports/handlers.ts';
import { handlers as samples } from '../samples/handlers.ts';
import { handlers as tasks } from '../tasks/handlers.ts';
import { handlers as users } from '../users/handlers.ts';
import { handlers as vacationHours } from '../vacationHours/handlers.ts';
import { handlers as vacations } from '../vacations/handlers.ts';
import { handlers as works } from '../works/handlers.ts';
import { at, date, dateTime, names, number, text, word, yesNo, type Column, type WireRow } from './columns.ts';
import { wordOf, yesNoWord } from '../../i18n/words.ts';
import { priceListRows } from './priceListRows.ts';
import { allowanceRows } from './allowanceRows.ts';
import type { Db } from '../../db/client.ts';
import type { ExtraSheets } from './extraSheets.ts';
import { holidaySheet } from './holidaySheet.ts';

// Each list screen's export: the list operation it reads (its handler, so the rows are the list's own) and the
// columns, headed by `fields.*` labels. Lists whose kind the import engine reads (customers, leads, suppliers,
// companies, articles, price lists, users, allowances) carry the fields the import reads, under the same labels,
// so that an export imports back unchanged.

/**
 * The lists that export, each at `/exports/<name>` (contract tag `exports`); the lists of one record (a price list's
 * articles, a newsletter list's recipients) under that record's path, with the list operation's own path parameters.
 */
export type ExportListName =
  | 'tasks' | 'profiles' | 'customers' | 'leads' | 'suppliers' | 'companies' | 'articles' | 'price-lists' | 'quotes' | 'samples' | 'proposals'
  | 'vacations' | 'allowances' | 'users' | 'works' | 'sales-reports' | 'documents' | 'goals' | 'packages' | 'newsletter-lists' | 'roles'
  | 'running-tasks' | 'price-list-articles' | 'events' | 'newsletter-list-recipients' | 'audit-log' | 'mail-log';

export type ExportList = {
  readonly operationId: string;
  readonly handler: ErasedHandler;
  /** Query values the export fixes whatever the caller asks (the profile kind of the customers list). */
  readonly fixed: Readonly<Record<string, unknown>>;
  readonly columns: readonly Column[];
  /**
   * The export's rows for a page of the list's rows, where the import reads a finer row than the list shows (price
   * lists: one row per article of a list; allowances: one per kind of hours), so the export imports back.
   */
  readonly expand?: (scope: { readonly db: Db; readonly tenantId: number }, rows: readonly WireRow[]) => Promise<readonly WireRow[]>;
  /** XLSX only: sheets after the list's, from its rows (vacations: the holidays of the years they cover). */
  readonly extraSheets?: ExtraSheets;
  /**
   * The contract schema of the list's record form: headers take the labels that form gives (`fieldsOf.<schema>.*`,
   * an article's "Unità di misura") where they differ from the shared `fields.*`.
   */
  readonly formSchema?: string;
};

/**
 * The handler of a list operation, typing erased as the pipeline calls it: the export hands it a context for that
 * very operation, validated against it (see handlers.ts), the same link dispatch.ts relies on.
 */
const handlerOf = (map: Partial<Record<OperationId, unknown>>, operationId: OperationId): ErasedHandler => {
  const handler = map[operationId];
  if (!handler) throw new Error(`export: no handler for ${operationId}`);
  return handler as unknown as ErasedHandler;
};

/**
 * A task's tracked hours, two decimals, as the screens show them: the closed stretches (`tracked_seconds`) plus, while
 * it runs, the stretch since `started_at` up to the export's `now` (the same rule as the timer, src/domain/elapsed.ts).
 * Before, a running task's export left the running stretch out and read fewer hours than its screen. A work's row
 * counts each of its tasks running now likewise (`running_since`, the work's overview's rule).
 */
const trackedHours: Column = {
  label: 'tracked_hours',
  kind: 'number',
  width: 10,
  value: (row, _language, now) => {
    const trackedSeconds = at(row, 'tracked_seconds');
    if (typeof trackedSeconds !== 'number') return null;
    const runningSince = at(row, 'running_since');
    if (Array.isArray(runningSince)) {
      const since = runningSince.filter((start): start is string => typeof start === 'string');
      return (Math.round((workElapsedSeconds({ trackedSeconds, runningSince: since }, now) / 3600) * 100) / 100).toFixed(2);
    }
    const status = at(row, 'status');
    const startedAt = at(row, 'started_at');
    const seconds = elapsedSeconds(
      { status: typeof status === 'string' ? status : '', trackedSeconds, startedAt: typeof startedAt === 'string' ? startedAt : null },
      now,
    );
    return (Math.round((seconds / 3600) * 100) / 100).toFixed(2);
  },
};

const ADDRESS: readonly Column[] = [
  text('street', 'address.street'),
  text('street_number', 'address.street_number', 8),
  text('postal_code', 'address.postal_code', 8),
  text('city', 'address.city'),
  text('province', 'address.province', 8),
  text('country', 'address.country', 8),
];

// No display name here: it is made of the business name or first and last names, and "Nome" would read as the
// first name to the import (the profiles list shows it, under its own label).
const PROFILE_COLUMNS: readonly Column[] = [
  text('business_name', 'business_name', 32),
  text('first_name'),
  text('last_name'),
  text('vat_number', 'vat_number', 14),
  text('fiscal_code', 'fiscal_code', 18),
  // The billing address's e-invoicing data (issue 34 point 4), which the import reads back with the same checks.
  text('sdi_code', 'sdi_code', 10),
  text('pec', 'pec', 28),
  text('email', 'email', 28),
  text('phone'),
  text('mobile'),
  text('website', 'website', 28),
  ...ADDRESS,
  text('category', 'category.name'),
  text('brand', 'brand.name'),
  text('company', 'company.name'),
  text('agent', 'agent.name'),
  text('notes', 'notes', 40),
];

const profileList = (type: 'customer' | 'lead' | 'supplier'): ExportList => ({
  operationId: 'listProfiles',
  handler: handlerOf(profiles, 'listProfiles'),
  fixed: { type },
  columns: PROFILE_COLUMNS,
});

const list = (operationId: OperationId, map: Partial<Record<OperationId, unknown>>, columns: readonly Column[]): ExportList => ({
  operationId,
  handler: handlerOf(map, operationId),
  fixed: {},
  columns,
});

/** A list of tasks (all of them, or the running ones): what each is about first, its tracked hours last. */
const taskColumns = (between: readonly Column[]): readonly Column[] => [
  text('summary', 'summary', 36),
  text('work', 'work.name', 28),
  text('profile', 'profile.name', 28),
  ...between,
  trackedHours,
];

export const EXPORT_LISTS: Readonly<Record<ExportListName, ExportList>> = {
  tasks: list(
    'listTasks',
    tasks,
    taskColumns([text('task_type', 'task_type.name'), text('assignee', 'assignee.name'), dateTime('start'), dateTime('end'), word('status', 'status', wordOf('taskStatuses'))]),
  ),
  profiles: { operationId: 'listProfiles', handler: handlerOf(profiles, 'listProfiles'), fixed: {}, columns: [text('display_name', 'name', 32), word('type', 'type', wordOf('profileTypes')), ...PROFILE_COLUMNS] },
  customers: profileList('customer'),
  leads: profileList('lead'),
  suppliers: profileList('supplier'),
  companies: list('listCompanies', companies, [text('name', 'name', 32), text('vat_number', 'vat_number', 14), text('email', 'email', 28), text('phone'), ...ADDRESS, text('color', 'color', 10)]),
  articles: { ...list('listArticles', articles, [
    text('code', 'code', 14),
    text('description', 'description', 40),
    text('long_description', 'long_description', 40),
    text('unit', 'unit', 8),
    number('price'),
    number('cost'),
    number('vat_rate'),
    text('barcode', 'barcode', 16),
    yesNo('active', 'active', yesNoWord),
    text('category', 'category.name'),
    text('brand', 'brand.name'),
    text('division', 'division.name'),
    text('group', 'group.name'),
    text('line', 'line.name'),
    text('type', 'type.name'),
    text('warehouse', 'warehouse.name'),
    number('stock_quantity'),
  ]), formSchema: 'ArticleInput' },
  // The import's columns (price list name + article code + price…), one row per article of a list.
  'price-lists': {
    ...list('listPriceLists', priceLists, [
      text('price_list', 'name', 28),
      text('article_code', 'article.code', 14),
      text('description', 'article.description', 40),
      number('price', 'article.price'),
      number('discount_percent', 'article.discount_percent', 10),
      text('list_code', 'code', 12),
      text('currency', 'currency', 8),
      date('valid_from'),
      date('valid_to'),
    ]),
    expand: priceListRows,
  },
  quotes: list('listQuotes', quotes, [
    text('number', 'number', 12),
    date('date'),
    date('valid_until'),
    word('status', 'status', wordOf('quoteStatuses')),
    text('customer', 'customer.name', 32),
    text('price_list', 'price_list.name'),
    number('net', 'totals.net'),
    number('vat', 'totals.vat'),
    number('gross', 'totals.gross'),
    dateTime('sent_at'),
  ]),
  samples: list('listSamples', samples, [
    text('number', 'number', 14),
    date('date'),
    word('status', 'status', wordOf('sampleStatuses')),
    text('customer', 'customer.name', 32),
    text('agent', 'agent.name'),
    text('sales_manager', 'sales_manager.name'),
    names('materials'),
    number('price_target'),
    number('volume'),
    text('delivery_time'),
    yesNo('new_project', 'new_project', yesNoWord),
  ]),
  proposals: list('listProposals', proposals, [
    text('number', 'number', 12),
    number('revision', 'revision', 8),
    date('date'),
    date('valid_until'),
    word('status', 'status', wordOf('proposalStatuses')),
    text('customer', 'customer.name', 32),
    text('agent', 'agent.name'),
    text('payment_method', 'payment_method', 28),
    text('incoterm', 'incoterm', 10),
  ]),
  // With the "Festività" sheet the consultant reads beside the requests (what GET /vacations/excel always had).
  vacations: {
    ...list('listVacations', vacations, [
    text('user', 'user.name'),
    text('email', 'user.email', 28),
    word('type', 'type', wordOf('leaveTypes'), 24),
    text('type_description'),
    dateTime('start'),
    dateTime('end'),
    yesNo('all_day', 'all_day', yesNoWord),
    number('hours', 'hours', 8),
    word('status', 'status', wordOf('vacationStatuses')),
    text('approver', 'approver.name'),
    text('notes', 'notes', 40),
    text('approver_notes', 'approver_notes', 40),
    ]),
    extraSheets: holidaySheet,
  },
  // The import's columns (user e-mail + year + kind + hours), one row per kind of hours of a person-year; the
  // e-mail first, so the import's matcher gives the e-mail field that column and not the person's name.
  allowances: {
    ...list('listUserVacationHours', vacationHours, [
      text('email', 'user.email', 28),
      text('user', 'user.name'),
      number('year', 'year', 8),
      word('kind', 'kind', wordOf('leaveTypes'), 24),
      number('hours', 'hours', 8),
      number('working_hours_per_day'),
    ]),
    expand: async (_scope, rows) => allowanceRows(rows),
  },
  users: list('listUsers', users, [
    text('name', 'name', 28),
    text('email', 'email', 28),
    { ...word('role', 'role.name', wordOf('roles')), value: (row, language) => roleWord(row, language) },
    word('status', 'status', wordOf('userStatuses')),
    names('companies'),
    dateTime('last_login_at'),
  ]),
  works: list('listWorks', works, [
    text('code', 'code', 12),
    text('name', 'name', 32),
    text('customer', 'customer.name', 32),
    text('work_type', 'work_type.name'),
    word('status', 'status', wordOf('workStatuses')),
    date('start_date'),
    date('end_date'),
    number('phases_count', 'phases_count', 8),
    number('tasks_count', 'tasks_count', 8),
    trackedHours,
  ]),
  'sales-reports': list('listSalesReports', salesReports, [
    date('date'),
    // Headed as the report's screens head them: "Cliente o lead" (the profile), the agent (its author), the subject
    // ("Oggetto"; `summary` is a task's title).
    text('customer_or_lead', 'profile.name', 32),
    text('agent', 'user.name'),
    word('contact_type', 'contact_type', wordOf('contactTypes')),
    text('subject', 'summary', 36),
    text('outcome', 'outcome', 36),
    text('next_action', 'next_action', 28),
    dateTime('next_action_at'),
    names('materials'),
    names('interests'),
    text('notes', 'notes', 40),
  ]),
  documents: list('listDocuments', documents, [
    text('title', 'title', 32),
    text('description', 'description', 40),
    text('category'),
    text('profile', 'profile.name', 32),
    text('file_name', 'file.file_name', 28),
    text('created_by', 'created_by.name'),
    dateTime('created_at'),
  ]),
  goals: list('listGoals', goals, [
    text('title', 'title', 32),
    text('description', 'description', 40),
    text('category'),
    number('weight', 'weight', 8),
    text('target', 'target', 28),
    text('measure', 'measure', 20),
    number('year', 'year', 8),
  ]),
  packages: list('listPackages', packages, [
    text('user', 'user.name'),
    text('evaluator', 'evaluator.name'),
    number('year', 'year', 8),
    date('period_start'),
    date('period_end'),
    word('status', 'status', wordOf('packageStatuses')),
    number('total_weight', 'total_weight', 8),
  ]),
  'newsletter-lists': list('listNewsletterLists', newsletter, [
    text('Name', 'Name', 28),
    text('Company', 'Company', 24),
    text('Description', 'Description', 36),
    text('Notes', 'Notes', 36),
    text('OwnerEmail', 'OwnerEmail', 28),
    yesNo('Business', 'Business', yesNoWord),
    yesNo('Customer', 'Customer', yesNoWord),
  ]),
  roles: list('listRoles', roles, [
    { ...text('name'), value: (row, language) => roleWord(row, language, '') },
    number('users_count', 'users_count', 8),
    yesNo('built_in', 'built_in', yesNoWord),
  ]),
  'running-tasks': list('listRunningTasks', tasks, taskColumns([text('assignee', 'assignee.name'), text('started_by', 'started_by.name'), dateTime('started_at')])),
  'price-list-articles': list('listPriceListArticles', priceLists, [
    text('code', 'code', 14),
    text('description', 'description', 40),
    text('unit', 'unit', 8),
    // The article's own price and this list's, headed as the price list's tab heads them.
    number('base_price', 'list_price'),
    number('price'),
    number('discount_percent'),
  ]),
  // The calendar's list view: the events of the user's selected calendars in the view's range. A private event of
  // someone else comes without its summary, as on screen.
  events: list('listFullcalendarEvents', calendarViews, [
    text('summary', 'summary', 32),
    dateTime('start'),
    dateTime('end'),
    yesNo('all_day', 'all_day', yesNoWord),
    word('type', 'type', wordOf('leaveTypes'), 24),
    text('type_extended_description', 'type_extended_description', 28),
    names('attendees', 'attendees', 36),
    text('description', 'description', 40),
  ]),
  'newsletter-list-recipients': list('listNewsletterListRecipients', newsletter, [
    text('Email', 'Email', 28),
    text('Name', 'Name', 24),
    word('Status', 'Status', wordOf('recipientStatuses')),
    text('MobilePrefix', 'MobilePrefix', 8),
    text('MobileNumber', 'MobileNumber', 16),
  ]),
  'audit-log': list('listAuditEntries', audit, [
    dateTime('created_at'),
    text('user', 'user.name'),
    text('email', 'email', 28),
    word('action', 'action', wordOf('auditActions'), 28),
    text('subject', 'subject_label', 28),
    { label: 'changes', kind: 'text', width: 48, value: (row) => auditChanges(at(row, 'changes')) },
    text('ip', 'ip', 16),
  ]),
  'mail-log': list('listSentMails', outbox, [
    dateTime('queued_at'),
    text('subject', 'subject', 36),
    text('to', 'to', 28),
    text('cc', 'cc', 28),
    word('status', 'status', wordOf('mailStatuses')),
    // The mail server's own answer, as it gave it (not ours to translate: see settings/MailServerReply).
    text('error', 'error', 40),
  ]),
};

/** A built-in role in the screen's words, a custom one by its label (a user row nests it under `role`). */
function roleWord(row: Readonly<Record<string, unknown>>, language: 'it' | 'en', prefix = 'role.'): string | null {
  const name = at(row, `${prefix}name`);
  const label = at(row, `${prefix}label`);
  if (typeof name !== 'string') return null;
  const words = wordOf('roles')(name, language);
  return words !== name ? words : typeof label === 'string' ? label : name;
}

/** An audit entry's changes as the screen lists them ("status: active → deactivated"), one a line. */
function auditChanges(changes: unknown): string | null {
  if (changes === null || typeof changes !== 'object') return null;
  const lines = changeLines(changes as Readonly<Record<string, { before?: unknown; after?: unknown }>>);
  return lines.length === 0 ? null : lines.join('\n');
}
