import { created, invalidField, json, noContent, notFound, ok, paged, type Failure, type HandlerMap, type Reply } from '../../http/handler.ts';
import type { RawContext } from '../../http/context.ts';
import { countries, isCountryCode } from '../../providers/mailing/countries.ts';
import { isProviderFailure, type MailingProvider, type MailingRecipient, type PageQuery, type ProviderFailure, type RecipientInput } from '../../providers/mailing/provider.ts';
import { stepsOf } from '../../shared/workflowSteps/steps.ts';
import { observeRecipient, recipientStep, recordRecipientMove } from './steps.ts';
import { newsletterProvider, newsletterSettings, notConfigured, notConfiguredReason } from './access.ts';
import { consentRefused, groupEntryNeedsConfirmation, groupEntryRefusal, groupMember, listEntryRefusal, listMember } from './consent.ts';
import { presentGroup, presentList, presentRecipient } from './present.ts';
import { message } from '../../i18n/message.ts';
import { renderMessage } from '../../i18n/render.ts';
import type { Language } from '../../../../src/domain/constants/languages.ts';

const LIST_ID_REQUIRED = message('newsletter.listIdRequiredToCreateGroup');

// The newsletter calls: each one reaches the mailing service with the signed-in user's credentials (409 when
// they are not set) and maps its answers; provider ids are the path ids, so 404 comes from the provider. A
// provider failure travels up to `withProvider` as it is, where the reader's language is known to word it.

type Ctx = Pick<RawContext, 'db' | 'tenant' | 'user' | 'now' | 'language'>;

/** What a call answers (`R`: the body of its documented success), or the provider's failure still to be worded. */
type Outcome<R> = Reply<R> | Failure | ProviderFailure;
/** The 502 of a failing mailing service (contract Error). */
type ProviderDown = { message: string };

async function withProvider<R>(ctx: Ctx, run: (provider: MailingProvider) => Promise<Outcome<R>>): Promise<Reply<R> | Reply<ProviderDown> | Failure> {
  const provider = await newsletterProvider(ctx.db, ctx.tenant.id, ctx.user.id, ctx.now);
  if (!provider) return notConfigured(await newsletterSettings(ctx.db, ctx.tenant.id, ctx.user.id));
  const out = await run(provider);
  return isProviderFailure(out) ? providerFailure(out, ctx.language) : out;
}

const providerFailure = (f: ProviderFailure, language: Language): Reply<ProviderDown> | Failure =>
  f._tag === 'ProviderNotFound' ? notFound() : json({ message: renderMessage(message('newsletter.providerFailed', { reason: f.message }), language) }, 502);

/** `done(value)`, or the provider's failure for `withProvider` to answer. */
async function answer<T, R>(result: Promise<T | ProviderFailure>, done: (value: T) => Reply<R>): Promise<Outcome<R>> {
  const value = await result;
  return isProviderFailure(value) ? value : done(value);
}

const who = (ctx: Ctx) => ({ db: ctx.db, tenantId: ctx.tenant.id, userId: ctx.user.id, at: ctx.now() });

/** `done(recipient)` once the move it answers is recorded (its status in `idList`), or the provider's failure. */
async function answerMove<R>(ctx: Ctx, idList: number, note: string, result: Promise<MailingRecipient | ProviderFailure>, done: (value: MailingRecipient) => Reply<R>): Promise<Outcome<R>> {
  const value = await result;
  if (isProviderFailure(value)) return value;
  await recordRecipientMove(who(ctx), idList, value.idRecipient, value.Status, note);
  return done(value);
}

/** After a change that may move the recipient in the list (into a group): its status read back and recorded if moved. */
async function recordReadBack(ctx: Ctx, provider: MailingProvider, idList: number, idRecipient: number, note: string): Promise<void> {
  const now = await provider.listRecipient(idList, idRecipient);
  if (!isProviderFailure(now)) await recordRecipientMove(who(ctx), idList, idRecipient, now.Status, note);
}

function pageQuery(ctx: Pick<RawContext, 'page'>, search: string | undefined): PageQuery & { meta: ReturnType<RawContext['page']>['meta'] } {
  const page = ctx.page();
  return { pageNumber: page.page - 1, pageSize: page.limit, search, meta: (total) => page.meta(total) };
}

/** Field 8 carries a country code from the countries list (422 otherwise, on the field's path as sent). */
function checkFields(body: Pick<RecipientInput, 'Fields'>): Failure | null {
  const fields = body.Fields ?? [];
  const index = fields.findIndex((f) => f.Id === 8 && f.Value !== '' && !isCountryCode(f.Value));
  return index >= 0 ? invalidField(`Fields.${index}.Value`, message('newsletter.countryCode')) : null;
}

export const handlers = {
  getNewsletterStatus: async (ctx) => {
    const settings = await newsletterSettings(ctx.db, ctx.tenant.id, ctx.user.id);
    const reason = notConfiguredReason(settings);
    // The password never leaves the server: only whether one is stored.
    return ok({
      logged_in: reason === null,
      message: reason === null ? null : renderMessage(reason, ctx.language),
      enabled: settings.enabled,
      username: settings.username,
      password_set: settings.password !== null,
    });
  },

  testNewsletterConnection: async (ctx) => {
    const provider = await newsletterProvider(ctx.db, ctx.tenant.id, ctx.user.id, ctx.now);
    const reason = notConfiguredReason(await newsletterSettings(ctx.db, ctx.tenant.id, ctx.user.id));
    if (!provider) return ok({ ok: false, message: reason === null ? null : renderMessage(reason, ctx.language) });
    const outcome = await provider.check();
    if (!isProviderFailure(outcome)) return ok({ ok: true, message: null });
    return ok({ ok: false, message: outcome._tag === 'ProviderError' ? outcome.message : renderMessage(message('newsletter.credentialsRefused'), ctx.language) });
  },

  // `lists//groups` (no list id) lands here rather than on a bare 405 (spec §5).
  createNewsletterGroupWithoutList: async () => invalidField('listId', LIST_ID_REQUIRED),

  listNewsletterLists: async (ctx) =>
    withProvider(ctx, (provider) => {
      const q = pageQuery(ctx, ctx.query.search);
      return answer(provider.lists(q), (p) => paged(p.Items.map(presentList), q.meta(p.TotalElementsCount)));
    }),

  createNewsletterList: async (ctx) => withProvider(ctx, (provider) => answer(provider.createList(ctx.body), (l) => created(presentList(l)))),

  listNewsletterCountries: async (ctx) => withProvider(ctx, async () => ok(countries())),

  getNewsletterList: async (ctx) => withProvider(ctx, (provider) => answer(provider.list(ctx.params.id), (l) => ok(presentList(l)))),

  updateNewsletterList: async (ctx) => withProvider(ctx, (provider) => answer(provider.updateList(ctx.params.id, ctx.body), (l) => ok(presentList(l)))),

  deleteNewsletterList: async (ctx) => withProvider(ctx, (provider) => answer(provider.deleteList(ctx.params.id), () => noContent())),

  listNewsletterListGroups: async (ctx) =>
    withProvider(ctx, (provider) => {
      const q = pageQuery(ctx, ctx.query.search);
      return answer(provider.groups(ctx.params.listId, q), (p) => paged(p.Items.map(presentGroup), q.meta(p.TotalElementsCount)));
    }),

  createNewsletterGroup: async (ctx) =>
    withProvider(ctx, (provider) => answer(provider.createGroup(ctx.params.listId, ctx.body), (g) => created(presentGroup(g)))),

  updateNewsletterGroup: async (ctx) =>
    withProvider(ctx, (provider) => answer(provider.updateGroup(ctx.params.listId, ctx.params.groupId, ctx.body), (g) => ok(presentGroup(g)))),

  deleteNewsletterGroup: async (ctx) =>
    withProvider(ctx, (provider) => answer(provider.deleteGroup(ctx.params.listId, ctx.params.groupId), () => noContent())),

  listNewsletterListRecipients: async (ctx) =>
    withProvider(ctx, (provider) => {
      const q = pageQuery(ctx, ctx.query.search);
      return answer(provider.listRecipients(ctx.params.listId, { ...q, status: ctx.query.status }), (p) =>
        paged(p.Items.map(presentRecipient), q.meta(p.TotalElementsCount)),
      );
    }),

  addNewsletterListRecipient: async (ctx) =>
    withProvider(ctx, async (provider) => {
      const bad = checkFields(ctx.body);
      if (bad) return bad;
      const confirmEmail = ctx.query.confirmEmail ?? false;
      const member = await listMember(provider, ctx.params.listId, ctx.body.Email);
      if (isProviderFailure(member)) return member;
      if (member) {
        // What the service says now (a confirmation made there) is recorded first, whatever this add becomes.
        await observeRecipient(who(ctx), ctx.params.listId, member.idRecipient, member.Status);
        const refusal = listEntryRefusal(member.Status, confirmEmail);
        if (refusal) return consentRefused(refusal, member.Status);
        // Back after unsubscribing, through a new confirmation: their name and fields stay as they were.
        return answerMove(ctx, ctx.params.listId, 'resubscribed', provider.subscribeToList(ctx.params.listId, { Email: member.Email }, true), (r) => created(presentRecipient(r)));
      }
      return answerMove(ctx, ctx.params.listId, 'added', provider.subscribeToList(ctx.params.listId, ctx.body, confirmEmail), (r) => created(presentRecipient(r)));
    }),

  getNewsletterListRecipient: async (ctx) =>
    withProvider(ctx, (provider) => answer(provider.listRecipient(ctx.params.listId, ctx.params.recipientId), (r) => ok(presentRecipient(r)))),

  /** Corrects the name, first and last name, company and country; the address and the consent stay as they are. */
  updateNewsletterListRecipient: async (ctx) =>
    withProvider(ctx, async (provider) => {
      const bad = checkFields(ctx.body);
      if (bad) return bad;
      return answer(provider.updateRecipient(ctx.params.listId, ctx.params.recipientId, ctx.body), (r) => ok(presentRecipient(r)));
    }),

  deleteNewsletterListRecipient: async (ctx) =>
    withProvider(ctx, async (provider) => {
      const { listId, recipientId } = ctx.params;
      const member = await provider.listRecipient(listId, recipientId);
      if (isProviderFailure(member)) return member;
      await observeRecipient(who(ctx), listId, recipientId, member.Status);
      const done = await provider.unsubscribeFromList(listId, recipientId);
      if (isProviderFailure(done)) return done;
      await recordRecipientMove(who(ctx), listId, recipientId, 'OPTOUT', 'unsubscribed');
      return noContent();
    }),

  getNewsletterListRecipientSteps: async (ctx) =>
    withProvider(ctx, async (provider) => {
      // In the list of this tenant's mailing service first (404 from the provider otherwise), then its recorded steps.
      const member = await provider.listRecipient(ctx.params.listId, ctx.params.recipientId);
      if (isProviderFailure(member)) return member;
      return ok(await stepsOf(ctx.db, recipientStep(ctx.tenant.id, ctx.params.listId, member.idRecipient)));
    }),

  listNewsletterGroupRecipients: async (ctx) =>
    withProvider(ctx, (provider) => {
      const q = pageQuery(ctx, ctx.query.search);
      return answer(provider.groupRecipients(ctx.params.groupId, q), (p) => paged(p.Items.map(presentRecipient), q.meta(p.TotalElementsCount)));
    }),

  addNewsletterGroupRecipient: async (ctx) =>
    withProvider(ctx, async (provider) => {
      const bad = checkFields(ctx.body);
      if (bad) return bad;
      const confirmEmail = ctx.query.confirmEmail ?? false;
      const inGroup = await groupMember(provider, ctx.params.groupId, ctx.body.Email);
      if (isProviderFailure(inGroup)) return inGroup;
      if (inGroup) return consentRefused('recipient_exists', inGroup.Status);
      const group = await provider.groupList(ctx.params.groupId);
      if (isProviderFailure(group)) return group;
      const inList = await listMember(provider, group, ctx.body.Email);
      if (isProviderFailure(inList)) return inList;
      if (!inList) return answerMove(ctx, group, 'added', provider.subscribeToGroup(ctx.params.groupId, ctx.body, confirmEmail), (r) => created(presentRecipient(r)));
      await observeRecipient(who(ctx), group, inList.idRecipient, inList.Status);
      // Already in the list: into the group as they are (status and data untouched), if their consent allows it.
      const refusal = groupEntryRefusal(inList.Status, confirmEmail);
      if (refusal) return consentRefused(refusal, inList.Status);
      const added = await provider.addToGroup(ctx.params.groupId, inList.idRecipient, groupEntryNeedsConfirmation(inList.Status));
      if (isProviderFailure(added)) return added;
      await recordReadBack(ctx, provider, group, inList.idRecipient, 'group');
      return answer(provider.listRecipient(group, inList.idRecipient), (r) => created(presentRecipient({ ...r, idGroup: ctx.params.groupId })));
    }),

  subscribeNewsletterGroupRecipient: async (ctx) =>
    withProvider(ctx, async (provider) => {
      const confirmEmail = ctx.query.confirmEmail ?? false;
      const group = await provider.groupList(ctx.params.groupId);
      if (isProviderFailure(group)) return group;
      const member = await provider.listRecipient(group, ctx.params.recipientId);
      if (isProviderFailure(member)) return member;
      await observeRecipient(who(ctx), group, ctx.params.recipientId, member.Status);
      const refusal = groupEntryRefusal(member.Status, confirmEmail);
      if (refusal) return consentRefused(refusal, member.Status);
      const added = await provider.addToGroup(ctx.params.groupId, ctx.params.recipientId, groupEntryNeedsConfirmation(member.Status));
      if (isProviderFailure(added)) return added;
      await recordReadBack(ctx, provider, group, ctx.params.recipientId, 'group');
      return noContent();
    }),

  unsubscribeNewsletterGroupRecipient: async (ctx) =>
    withProvider(ctx, (provider) => answer(provider.removeFromGroup(ctx.params.groupId, ctx.params.recipientId), () => noContent())),
} satisfies HandlerMap;
