import { and, eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/directory.ts';
import { conflict, created, forbidden, invalid, isFailure, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { associate, associationRefusal } from './associate.ts';
import { listProfileEvents } from './events.ts';
import { findDuplicates } from './duplicates.ts';
import { loadSources, MERGE_MESSAGES, mergeInto, mergeRefusal } from './merge.ts';
import { mergePreview } from './mergePreview.ts';
import { handlers as mediaHandlers } from './mediaHandlers.ts';
import { findProfile, findProfileRow, listProfiles } from './repository.ts';
import { bothErrors, profileMasterDataErrors } from './masterData.ts';
import { contactErrors, nameErrors, profileColumns, profileUpdateColumns, referenceErrors, replaceContacts, updatedNameErrors } from './write.ts';
import { unknownProfiles } from '../recordMessages.ts';
import { message } from '../../i18n/message.ts';

// Directory profiles: customers, leads, suppliers, agents, salespeople, temporary and company profiles.

const MERGED_PROFILE = message('profiles.mergedReadOnly');

const scoped = (tenantId: number, id: number) => and(eq(profiles.tenantId, tenantId), eq(profiles.id, id));

export const handlers = {
  listProfiles: async (ctx) => {
    const page = ctx.page();
    const q = ctx.query;
    const types = [...(q.type ? [q.type] : []), ...(q.types ?? [])];
    const result = await listProfiles(
      ctx.db,
      ctx.tenant.id,
      { types, search: q.search, categoryId: q.category_id, brandId: q.brand_id, companyId: q.company_id, agentId: q.agent_id },
      { sort: q.sort, language: ctx.language },
      page,
    );
    return isFailure(result) ? result : paged(result.rows, page.meta(result.total));
  },

  createProfile: async (ctx) => {
    const b = ctx.body;
    const errors = bothErrors(nameErrors(b), profileMasterDataErrors(b, null)) ?? (await referenceErrors(ctx.db, ctx.tenant.id, b));
    if (errors) return invalid(errors);
    const now = ctx.now();
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(profiles)
        .values({ tenantId: ctx.tenant.id, ...profileColumns(b), createdAt: now, updatedAt: now })
        .returning({ id: profiles.id });
      if (!row) return null;
      await replaceContacts(tx, ctx.tenant.id, row.id, b.contacts ?? []);
      return row.id;
    });
    const view = id === null ? null : await findProfile(ctx.db, ctx.tenant.id, id);
    return view ? created(view) : notFound();
  },

  getProfile: async (ctx) => {
    const view = await findProfile(ctx.db, ctx.tenant.id, ctx.params.id);
    return view ? ok(view) : notFound();
  },

  updateProfile: async (ctx) => {
    const current = await findProfileRow(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!current) return notFound();
    if (current.mergedIntoId !== null) return conflict(MERGED_PROFILE);
    const b = ctx.body;
    const errors =
      bothErrors(updatedNameErrors(b, current), profileMasterDataErrors(b, current)) ?? (await referenceErrors(ctx.db, ctx.tenant.id, b)) ?? (await contactErrors(ctx.db, ctx.tenant.id, current.id, b.contacts));
    if (errors) return invalid(errors);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(profiles)
        .set({ ...profileUpdateColumns(b), updatedAt: ctx.now() })
        .where(scoped(ctx.tenant.id, current.id));
      if (b.contacts !== undefined) await replaceContacts(tx, ctx.tenant.id, current.id, b.contacts);
    });
    const view = await findProfile(ctx.db, ctx.tenant.id, current.id);
    return view ? ok(view) : notFound();
  },

  deleteProfile: async (ctx) => {
    const current = await findProfileRow(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!current) return notFound();
    // Soft delete: records that refer to the profile keep showing its name.
    const now = ctx.now();
    await ctx.db.update(profiles).set({ deletedAt: now, updatedAt: now }).where(scoped(ctx.tenant.id, current.id));
    return noContent();
  },

  mergeProfiles: async (ctx) => {
    // Sources disappear, so merging also takes the right to delete profiles.
    if (!ctx.can('profiles.delete')) return forbidden();
    const survivor = await findProfileRow(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!survivor) return notFound();
    const ids = ctx.body.source_ids;
    const sources = await loadSources(ctx.db, ctx.tenant.id, ids);
    const refusal = mergeRefusal(survivor, ids, sources);
    if (refusal) {
      if (refusal._tag === 'UnknownSources') return invalid({ source_ids: [unknownProfiles(refusal.ids)] });
      return conflict(MERGE_MESSAGES[refusal._tag]);
    }
    await mergeInto(ctx.db, ctx.tenant.id, survivor, sources, ctx.now());
    const view = await findProfile(ctx.db, ctx.tenant.id, survivor.id);
    return view ? ok(view) : notFound();
  },

  findProfileDuplicates: async (ctx) => {
    const q = ctx.query;
    return ok(await findDuplicates(ctx.db, ctx.tenant.id, { name: q.name, vatNumber: q.vat_number, email: q.email, excludeId: q.exclude_id }));
  },

  previewProfileMerge: async (ctx) => {
    const survivor = await findProfileRow(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!survivor) return notFound();
    const ids = ctx.query.source_ids;
    const sources = await loadSources(ctx.db, ctx.tenant.id, ids);
    // The same refusals as the merge itself, so the dialog learns them before the user confirms.
    const refusal = mergeRefusal(survivor, ids, sources);
    if (refusal) {
      if (refusal._tag === 'UnknownSources') return invalid({ source_ids: [unknownProfiles(refusal.ids)] });
      return conflict(MERGE_MESSAGES[refusal._tag]);
    }
    return ok(await mergePreview(ctx.db, ctx.tenant.id, sources));
  },

  associateProfiles: async (ctx) => {
    const company = await findProfileRow(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!company) return notFound();
    const ids = ctx.body.profile_ids;
    const refusal = await associationRefusal(ctx.db, ctx.tenant.id, company, ids);
    if (refusal) return refusal;
    await associate(ctx.db, ctx.tenant.id, company.id, ids, ctx.body.dissociate ?? false, ctx.now());
    const view = await findProfile(ctx.db, ctx.tenant.id, company.id);
    return view ? ok(view) : notFound();
  },

  listProfileEvents: async (ctx) => {
    const profile = await findProfileRow(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!profile) return notFound();
    const page = ctx.page();
    const result = await listProfileEvents(ctx.db, ctx.tenant.id, profile.id, ctx.user.id, { start: ctx.query.start, end: ctx.query.end }, page);
    return paged(result.rows, page.meta(result.total));
  },

  ...mediaHandlers,
} satisfies HandlerMap;
