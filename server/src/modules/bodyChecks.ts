import type { FieldErrors } from '../contract/fieldErrors.ts';
import type { Db } from '../db/client.ts';
import type { Wording } from '../i18n/message.ts';
import { fieldParam, message, numberParam } from '../i18n/message.ts';
import { wallClockSeconds } from '../../../src/domain/dateTime.ts';
import { articleCodeTaken } from './articles/repository.ts';
import { articleReferenceErrors } from './articles/input.ts';
import { codeTaken, nameTaken, type TaxonomyKind } from './articleTaxonomy/repository.ts';
import { categoryNameTaken } from './categories/repository.ts';
import { companyErrors } from './companies/handlers.ts';
import { eventReferenceErrors } from './events/references.ts';
import { goalWeightError } from './goals/handlers.ts';
import { packageOfYear, userExists } from './packages/repository.ts';
import { priceListCodeTaken } from './priceLists/repository.ts';
import { profileMasterDataErrors, sentMasterData } from './profiles/masterData.ts';
import { findProfileRow } from './profiles/repository.ts';
import { customerExists, priceListNames } from './quotes/repository.ts';
import { CODE_TAKEN, END_BEFORE_START, NAME_TAKEN, selectedInvalid } from './recordMessages.ts';
import { nameTaken as roleNameTaken } from './roles/repository.ts';
import { MESSAGES as ROLE_MESSAGES } from './roles/rules.ts';
import { checkRefs } from './salesReports/write.ts';
import { tenantUserIds } from '../shared/salesDocuments/references.ts';
import { START_REQUIRED } from './tasks/handlers.ts';
import { taskInputErrors } from './tasks/input.ts';
import { findTask } from './tasks/repository.ts';
import { EMAIL_TAKEN, ROLE_INVALID } from './users/handlers.ts';
import { emailTaken, roleExists } from './users/repository.ts';
import { isTenantUser } from './vacationHours/repository.ts';
import { warehouseCodeTaken, warehouseNameTaken } from './warehouses/repository.ts';
import { workCodeTaken } from './works/code.ts';
import { workInputErrors } from './works/input.ts';
import { DATES_ORDER } from './works/phases.ts';
import { findWork } from './works/repository.ts';

/**
 * The rules a handler checks beyond the contract, run by the pipeline on a body the contract refused, so that one
 * 422 lists every problem of a submission (a malformed e-mail and a wrong P. IVA together, not in two rounds). Each
 * check reads the raw body (anything may be in it: only the fields of the right type are read) the way its handler
 * reads a valid one; the handler still checks everything once the contract accepts the body. An operation without an
 * entry answers the contract's errors alone. Checks are cheap: pure rules, and indexed reads by id, code or name.
 */
export type BodyCheck = (body: unknown, at: { readonly db: Db; readonly tenantId: number; readonly id: number | null }) => Promise<FieldErrors | null>;

// ---- Reading a body the contract refused: a field is used only when it has the type its handler expects. ----

const fieldOf = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && Object.hasOwn(body, name) ? (body as Record<string, unknown>)[name] : undefined;

/**
 * A string field (undefined when missing or of another type). One holding a NUL character is left alone: PostgreSQL
 * text cannot hold it (a query with it fails), and the pipeline refuses it at its field anyway (http/nul.ts).
 */
const text = (body: unknown, name: string): string | undefined => {
  const v = fieldOf(body, name);
  return typeof v === 'string' && !v.includes('\u0000') ? v : undefined;
};

/** A non-empty, trimmed-non-blank string field: what a unique code or name is checked for. */
const filled = (body: unknown, name: string): string | undefined => {
  const v = text(body, name);
  return v !== undefined && v.trim() !== '' ? v : undefined;
};

/** Largest id a column holds (integer): a bigger number is the contract's to refuse, and no query gets it. */
const MAX_ID = 2_147_483_647;
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v <= MAX_ID;

/** An id field (undefined when missing, null or not a valid id). */
const idOf = (body: unknown, name: string): number | undefined => {
  const v = fieldOf(body, name);
  return isId(v) ? v : undefined;
};

/** Longest list of ids looked up (a longer one is the contract's to refuse; one query holds so many parameters). */
const MAX_IDS = 1000;
/** A list of ids, when every member is one (else undefined: the contract names the list). */
const idsOf = (body: unknown, name: string): number[] | undefined => {
  const v = fieldOf(body, name);
  return Array.isArray(v) && v.length <= MAX_IDS && v.every(isId) ? v : undefined;
};

/** A field present with a null value (a cleared field), told apart from one left out. */
const isNull = (body: unknown, name: string): boolean => Object.hasOwn(typeof body === 'object' && body !== null ? body : {}, name) && fieldOf(body, name) === null;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date field (YYYY-MM-DD), the only form its order is judged on. */
const dateOf = (body: unknown, name: string): string | undefined => {
  const v = text(body, name);
  return v !== undefined && DATE.test(v) ? v : undefined;
};

/** A date or date-time field with a readable wall-clock value (its seconds), for order checks. */
const momentOf = (body: unknown, name: string): string | undefined => {
  const v = text(body, name);
  return v !== undefined && wallClockSeconds(v) !== null ? v : undefined;
};

/** The field errors of `[field, message]` pairs whose message is not null; null when none. */
function errorsOf(pairs: readonly (readonly [string, Wording | null | false])[]): FieldErrors | null {
  const errors: FieldErrors = {};
  for (const [field, problem] of pairs) if (problem) errors[field] = [...(errors[field] ?? []), problem];
  return Object.keys(errors).length > 0 ? errors : null;
}

const both = (a: FieldErrors | null, b: FieldErrors | null): FieldErrors | null => (a === null ? b : b === null ? a : { ...b, ...a });

/** `end` before `start` (same kind of value on both sides: dates or wall-clock date-times). */
const endBefore = (body: unknown, start: string, end: string): boolean => {
  const s = momentOf(body, start);
  const e = momentOf(body, end);
  if (s === undefined || e === undefined) return false;
  return (wallClockSeconds(e) ?? 0) < (wallClockSeconds(s) ?? 0);
};

// ---- Per module. ----

const taxonomyChecks = (kind: TaxonomyKind): BodyCheck => async (body, { db, tenantId, id }) => {
  const code = filled(body, 'code');
  const name = filled(body, 'name');
  const except = id ?? undefined;
  return errorsOf([
    ['code', code !== undefined && (await codeTaken(db, tenantId, kind, code, except)) && CODE_TAKEN],
    ['name', name !== undefined && (await nameTaken(db, tenantId, kind, name, except)) && NAME_TAKEN],
  ]);
};

const CATEGORY_SCOPES = ['general', 'article', 'work', 'document'] as const;
const isCategoryScope = (v: unknown): v is (typeof CATEGORY_SCOPES)[number] => CATEGORY_SCOPES.some((scope) => scope === v);

/** A category's name is unique within its scope (a scope the contract refused decides nothing). */
const categoryChecks: BodyCheck = async (body, { db, tenantId, id }) => {
  const name = filled(body, 'name');
  const scope = fieldOf(body, 'scope');
  return errorsOf([['name', name !== undefined && isCategoryScope(scope) && (await categoryNameTaken(db, tenantId, scope, name, id ?? undefined)) && NAME_TAKEN]]);
};

/** A phase's dates as the body sends them (the path's `id` is the work's: an update judges the two dates it sends). */
const workPhaseChecks: BodyCheck = async (body) => {
  const start = dateOf(body, 'start_date');
  const end = dateOf(body, 'end_date');
  return errorsOf([['end_date', start !== undefined && end !== undefined && end < start && DATES_ORDER]]);
};

const warehouseChecks: BodyCheck = async (body, { db, tenantId, id }) => {
  const code = filled(body, 'code');
  const name = filled(body, 'name');
  return errorsOf([
    ['code', code !== undefined && (await warehouseCodeTaken(db, tenantId, code, id ?? undefined)) && CODE_TAKEN],
    ['name', name !== undefined && (await warehouseNameTaken(db, tenantId, name, id ?? undefined)) && NAME_TAKEN],
  ]);
};

const articleChecks: BodyCheck = async (body, { db, tenantId, id }) => {
  const code = filled(body, 'code');
  const refs = await articleReferenceErrors(db, tenantId, (field) => idOf(body, field));
  const taken = errorsOf([['code', code !== undefined && (await articleCodeTaken(db, tenantId, code, id ?? undefined)) && CODE_TAKEN]]);
  return both(refs, taken);
};

const userChecks: BodyCheck = async (body, { db, tenantId, id }) => {
  const email = filled(body, 'email')?.trim().toLowerCase();
  const roleId = idOf(body, 'role_id');
  return errorsOf([
    ['email', email !== undefined && (await emailTaken(db, tenantId, email, id ?? undefined)) && EMAIL_TAKEN],
    ['role_id', roleId !== undefined && !(await roleExists(db, tenantId, roleId)) && ROLE_INVALID],
  ]);
};

const roleChecks: BodyCheck = async (body, { db, tenantId, id }) => {
  const name = filled(body, 'name');
  return errorsOf([['name', name !== undefined && (await roleNameTaken(db, tenantId, name, id ?? undefined)) && ROLE_MESSAGES.nameTaken]]);
};

/** A task's dates and references; an update reads the stored dates for what the body leaves out. */
const taskChecks = (creating: boolean): BodyCheck => async (body, { db, tenantId, id }) => {
  const current = creating || id === null ? undefined : await findTask(db, tenantId, id);
  if (!creating && !current) return null;
  const refs = {
    start: isNull(body, 'start') ? null : momentOf(body, 'start'),
    end: isNull(body, 'end') ? null : momentOf(body, 'end'),
    profile_id: idOf(body, 'profile_id'),
    work_id: idOf(body, 'work_id'),
    task_type_id: idOf(body, 'task_type_id'),
    assignee_id: idOf(body, 'assignee_id'),
  };
  const errors = await taskInputErrors(db, tenantId, refs, current ? { start: current.start, end: current.end } : undefined);
  // An event needs a start (with_event is true unless the body says otherwise, on creation).
  const withEvent = creating ? fieldOf(body, 'with_event') !== false : fieldOf(body, 'with_event') === true;
  const start = fieldOf(body, 'start');
  const noStart = creating ? start === undefined || start === null : start === null || (start === undefined && current?.start === null);
  return both(errors, errorsOf([['start', withEvent && noStart && START_REQUIRED]]));
};

const workChecks = (creating: boolean): BodyCheck => async (body, { db, tenantId, id }) => {
  const current = creating || id === null ? undefined : await findWork(db, tenantId, id);
  if (!creating && !current) return null;
  const refs = {
    customer_id: idOf(body, 'customer_id'),
    work_type_id: idOf(body, 'work_type_id'),
    start_date: isNull(body, 'start_date') ? null : dateOf(body, 'start_date'),
    end_date: isNull(body, 'end_date') ? null : dateOf(body, 'end_date'),
  };
  const errors = await workInputErrors(db, tenantId, refs, current ? { startDate: current.startDate, endDate: current.endDate } : undefined);
  const code = filled(body, 'code');
  return both(errors, errorsOf([['code', code !== undefined && (await workCodeTaken(db, tenantId, code, current?.id)) && CODE_TAKEN]]));
};

/** An event's span and references (the path's `id` is the calendar's: an update judges the span the body sends). */
const eventChecks: BodyCheck = async (body, { db, tenantId }) => {
  const attendees = fieldOf(body, 'attendees');
  const people = { profiles: idsOf(attendees, 'profiles'), users: idsOf(attendees, 'users') };
  const refs = await eventReferenceErrors(db, tenantId, { work_id: idOf(body, 'work_id'), task_id: idOf(body, 'task_id'), attendees: people });
  return both(refs, errorsOf([['end', endBefore(body, 'start', 'end') && END_BEFORE_START]]));
};

const vacationChecks = (creating: boolean): BodyCheck => async (body, { db, tenantId }) => {
  const start = momentOf(body, 'start');
  const end = momentOf(body, 'end');
  const userId = creating ? idOf(body, 'user_id') : undefined;
  const reversed = start !== undefined && end !== undefined && (wallClockSeconds(end) ?? 0) <= (wallClockSeconds(start) ?? 0);
  return errorsOf([
    ['end', reversed && message('vacations.endAfterStart')],
    ['user_id', userId !== undefined && !(await isTenantUser(db, tenantId, userId)) && message('vacations.unknownUser')],
  ]);
};

const customerError = async (db: Db, tenantId: number, body: unknown): Promise<Wording | null> => {
  const customerId = idOf(body, 'customer_id');
  return customerId !== undefined && !(await customerExists(db, tenantId, customerId)) ? selectedInvalid('customer_id') : null;
};

/** The users among `fields` that are not of the tenant, as field errors. */
async function unknownUsers(db: Db, tenantId: number, body: unknown, fields: readonly string[]): Promise<FieldErrors | null> {
  const ids = fields.map((field) => idOf(body, field));
  if (ids.every((id) => id === undefined)) return null;
  const known = await tenantUserIds(db, tenantId, ids);
  return errorsOf(fields.map((field, i) => {
    const id = ids[i];
    return [field, id !== undefined && !known.has(id) && selectedInvalid(field)] as const;
  }));
}

const quoteChecks: BodyCheck = async (body, { db, tenantId }) => {
  const priceListId = idOf(body, 'price_list_id');
  const date = dateOf(body, 'date');
  const validUntil = dateOf(body, 'valid_until');
  return errorsOf([
    ['customer_id', await customerError(db, tenantId, body)],
    ['price_list_id', priceListId !== undefined && !(await priceListNames(db, tenantId, [priceListId])).has(priceListId) && selectedInvalid('price_list_id')],
    ['valid_until', date !== undefined && validUntil !== undefined && validUntil < date && message('quotes.validUntilBeforeDate')],
  ]);
};

const proposalChecks: BodyCheck = async (body, { db, tenantId }) =>
  both(errorsOf([['customer_id', await customerError(db, tenantId, body)]]), await unknownUsers(db, tenantId, body, ['agent_id']));

const NEGATIVE = /^-/;
const sampleChecks: BodyCheck = async (body, { db, tenantId }) => {
  const negative = (field: string) => NEGATIVE.test(text(body, field) ?? '') && message('validation.minimum', { field: fieldParam(field), limit: numberParam(0) });
  return both(
    both(errorsOf([['customer_id', await customerError(db, tenantId, body)]]), await unknownUsers(db, tenantId, body, ['agent_id', 'sales_manager_id'])),
    errorsOf([
      ['weight', negative('weight')],
      ['price_target', negative('price_target')],
    ]),
  );
};

const salesReportChecks: BodyCheck = async (body, { db, tenantId }) => {
  const profileId = idOf(body, 'profile_id');
  const refs =
    profileId === undefined
      ? await unknownUsers(db, tenantId, body, ['user_id'])
      : await checkRefs(db, tenantId, { profileId, userId: idOf(body, 'user_id') ?? null, materialIds: idsOf(body, 'material_ids') ?? [], interestIds: idsOf(body, 'interest_ids') ?? [] });
  const date = dateOf(body, 'date');
  // A day, or a day and time: its day is what is compared.
  const next = text(body, 'next_action_at')?.slice(0, 10);
  return both(refs, errorsOf([['next_action_at', date !== undefined && next !== undefined && DATE.test(next) && next < date && message('salesReports.nextActionBeforeDate')]]));
};

const goalChecks: BodyCheck = async (body) => {
  const weight = text(body, 'weight');
  return errorsOf([['weight', weight !== undefined && goalWeightError(weight)]]);
};

/** A package's people, its person-year and its period (an update: the package itself is not another of the year). */
const packageChecks: BodyCheck = async (body, { db, tenantId, id }) => {
  const userId = idOf(body, 'user_id');
  const year = fieldOf(body, 'year');
  const userKnown = userId !== undefined && (await userExists(db, tenantId, userId));
  const taken = userKnown && typeof year === 'number' && Number.isSafeInteger(year) && year >= 1 && year <= 9999 ? await packageOfYear(db, tenantId, userId, year, id) : null;
  const evaluatorId = idOf(body, 'evaluator_id');
  const start = dateOf(body, 'period_start');
  const end = dateOf(body, 'period_end');
  return errorsOf([
    ['user_id', userId !== undefined && !userKnown && selectedInvalid('user_id')],
    ['user_id', taken && message('packages.personYearTaken', { year: String(year), id: taken.id })],
    ['evaluator_id', evaluatorId !== undefined && !(await userExists(db, tenantId, evaluatorId)) && selectedInvalid('evaluator_id')],
    ['evaluator_id', evaluatorId !== undefined && evaluatorId === userId && id === null && message('packages.evaluatorIsEvaluated')],
    ['period_end', start !== undefined && end !== undefined && end < start && message('packages.periodEndBeforeStart')],
  ]);
};

const priceListChecks: BodyCheck = async (body, { db, tenantId, id }) => {
  const code = filled(body, 'code');
  const from = dateOf(body, 'valid_from');
  const to = dateOf(body, 'valid_to');
  return errorsOf([
    ['code', code !== undefined && (await priceListCodeTaken(db, tenantId, code, id ?? undefined)) && CODE_TAKEN],
    ['valid_to', from !== undefined && to !== undefined && to < from && message('priceLists.validToBeforeFrom')],
  ]);
};

export const BODY_CHECKS: Readonly<Partial<Record<string, BodyCheck>>> = {
  createProfile: async (body) => profileMasterDataErrors(sentMasterData(body), null),
  // An update keeps what the body leaves out (the stored country decides the Italian rules).
  updateProfile: async (body, { db, tenantId, id }) => {
    const current = id === null ? null : await findProfileRow(db, tenantId, id);
    return current ? profileMasterDataErrors(sentMasterData(body), current) : null;
  },
  createCompany: async (body) => companyErrors(sentMasterData(body)),
  updateCompany: async (body) => companyErrors(sentMasterData(body)),
  createUser: userChecks,
  updateUser: userChecks,
  createRole: roleChecks,
  updateRole: roleChecks,
  createArticle: articleChecks,
  updateArticle: articleChecks,
  createArticleCategory: taxonomyChecks('category'),
  updateArticleCategory: taxonomyChecks('category'),
  createArticleBrand: taxonomyChecks('brand'),
  updateArticleBrand: taxonomyChecks('brand'),
  createArticleDivision: taxonomyChecks('division'),
  updateArticleDivision: taxonomyChecks('division'),
  createArticleGroup: taxonomyChecks('group'),
  updateArticleGroup: taxonomyChecks('group'),
  createArticleLine: taxonomyChecks('line'),
  updateArticleLine: taxonomyChecks('line'),
  createArticleType: taxonomyChecks('type'),
  updateArticleType: taxonomyChecks('type'),
  createCategory: categoryChecks,
  updateCategory: categoryChecks,
  createWorkPhase: workPhaseChecks,
  updateWorkPhase: workPhaseChecks,
  createWarehouse: warehouseChecks,
  updateWarehouse: warehouseChecks,
  createPriceList: priceListChecks,
  updatePriceList: priceListChecks,
  createTask: taskChecks(true),
  updateTask: taskChecks(false),
  createWork: workChecks(true),
  updateWork: workChecks(false),
  createCalendarEvent: eventChecks,
  updateCalendarEvent: eventChecks,
  createVacation: vacationChecks(true),
  updateVacation: vacationChecks(false),
  createQuote: quoteChecks,
  updateQuote: quoteChecks,
  createProposal: proposalChecks,
  updateProposal: proposalChecks,
  createSample: sampleChecks,
  updateSample: sampleChecks,
  createSalesReport: salesReportChecks,
  updateSalesReport: salesReportChecks,
  createGoal: goalChecks,
  updateGoal: goalChecks,
  createPackage: packageChecks,
  updatePackage: packageChecks,
};
