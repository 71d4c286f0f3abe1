import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailingGroupRecipients, mailingGroups, mailingListRecipients, mailingLists, mailingRecipients } from '../../db/schema/newsletter.ts';
import { containsPattern } from '../../shared/listing/search.ts';
import {
  describeField,
  providerNotFound,
  type ListInput,
  type MailingGroup,
  type MailingList,
  type MailingProvider,
  type MailingRecipient,
  type PageQuery,
  type ProviderPage,
  type RecipientField,
  type RecipientInput,
  type RecipientStatus,
  type RecipientUpdate,
} from './provider.ts';

// A MailUp look-alike kept in the database, one account per tenant: its own integer ids (idList, idGroup,
// idRecipient), account-wide recipients with a status per list, ConfirmEmail → PENDING, subscribe → OPTIN,
// unsubscribe → OPTOUT. No e-mail leaves the server (MailUp would send the confirmation message itself).

const L = mailingLists;
const G = mailingGroups;
const R = mailingRecipients;
const LR = mailingListRecipients;
const GR = mailingGroupRecipients;

const STATUSES: ReadonlySet<string> = new Set<RecipientStatus>(['OPTIN', 'OPTOUT', 'PENDING']);
const asStatus = (s: string): RecipientStatus => (STATUSES.has(s) ? (s as RecipientStatus) : 'OPTOUT');

/** A stable GUID-looking key per tenant and list, as MailUp gives every list one. */
const guidOf = (tenantId: number, id: number): string => {
  const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
  return `${hex(tenantId, 8)}-0000-4000-8000-${hex(id, 12)}`;
};

const toList = (r: typeof L.$inferSelect): MailingList => ({
  idList: r.id,
  listGuid: guidOf(r.tenantId, r.id),
  Name: r.name,
  Company: null,
  Description: r.description,
  Notes: r.notes,
  OwnerEmail: r.ownerEmail,
  Business: r.business,
  Customer: r.customer,
});
const toGroup = (r: typeof G.$inferSelect): MailingGroup => ({ idGroup: r.id, idList: r.listId, Name: r.name, Notes: r.notes, Deletable: true });
const toRecipient = (r: typeof R.$inferSelect, status: string, idGroup: number | null): MailingRecipient => ({
  idRecipient: r.id,
  Email: r.email,
  Name: r.name,
  MobilePrefix: null,
  MobileNumber: null,
  Fields: r.fields.map(describeField),
  Status: asStatus(status),
  idGroup,
});

/** New field values replace those with the same Id; the others are kept (MailUp updates fields one by one). */
function mergeFields(old: readonly RecipientField[], fresh: readonly RecipientField[] | undefined): RecipientField[] {
  if (!fresh) return [...old];
  const byId = new Map(old.map((f) => [f.Id, f.Value]));
  for (const f of fresh) byId.set(f.Id, f.Value);
  return [...byId].sort((a, b) => a[0] - b[0]).map(([Id, Value]) => ({ Id, Value }));
}

export function fakeMailUp(db: Db, tenantId: number, now: () => string): MailingProvider {
  const search = (q: PageQuery, columns: Parameters<typeof ilike>[0][]): SQL | undefined =>
    q.search && q.search.trim() !== '' ? or(...columns.map((c) => ilike(c, containsPattern(q.search?.trim() ?? '')))) : undefined;

  async function findList(idList: number) {
    const [row] = await db.select().from(L).where(and(eq(L.tenantId, tenantId), eq(L.id, idList)));
    return row ?? null;
  }
  async function findGroup(idGroup: number, idList?: number) {
    const [row] = await db
      .select()
      .from(G)
      .where(and(eq(G.tenantId, tenantId), eq(G.id, idGroup), idList === undefined ? undefined : eq(G.listId, idList)));
    return row ?? null;
  }
  async function membership(idList: number, idRecipient: number) {
    const [row] = await db
      .select({ recipient: R, status: LR.status })
      .from(LR)
      .innerJoin(R, eq(R.id, LR.recipientId))
      .where(and(eq(LR.tenantId, tenantId), eq(LR.listId, idList), eq(LR.recipientId, idRecipient)));
    return row ?? null;
  }
  function listFields(input: ListInput) {
    return {
      name: input.Name,
      description: input.Description ?? null,
      notes: input.Notes ?? null,
      ownerEmail: input.OwnerEmail ?? null,
      business: input.Business ?? false,
      customer: input.Customer ?? true,
    };
  }

  /** Upserts the account recipient and its status in the list; returns the recipient row. */
  async function subscribe(idList: number, input: RecipientInput, confirmEmail: boolean) {
    const stamp = now();
    const email = input.Email.trim().toLowerCase();
    return db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(R)
        .where(and(eq(R.tenantId, tenantId), eq(R.email, email)));
      let recipient: typeof R.$inferSelect | undefined;
      if (existing) {
        [recipient] = await tx
          .update(R)
          .set({ name: input.Name === undefined ? existing.name : input.Name, fields: mergeFields(existing.fields, input.Fields), updatedAt: stamp })
          .where(eq(R.id, existing.id))
          .returning();
      } else {
        [recipient] = await tx
          .insert(R)
          .values({ tenantId, email, name: input.Name ?? null, fields: mergeFields([], input.Fields), createdAt: stamp, updatedAt: stamp })
          .returning();
      }
      if (!recipient) throw new Error('recipient upsert returned no row');
      const [current] = await tx
        .select({ status: LR.status })
        .from(LR)
        .where(and(eq(LR.listId, idList), eq(LR.recipientId, recipient.id)));
      // Someone already subscribed needs no confirmation again; anyone else waits for it when one is asked.
      const status: RecipientStatus = confirmEmail && current?.status !== 'OPTIN' ? 'PENDING' : 'OPTIN';
      await tx
        .insert(LR)
        .values({ tenantId, listId: idList, recipientId: recipient.id, status, updatedAt: stamp })
        .onConflictDoUpdate({ target: [LR.listId, LR.recipientId], set: { status, updatedAt: stamp } });
      return { recipient, status };
    });
  }

  async function page<T>(q: PageQuery, rows: Promise<T[]>, total: Promise<{ n: number }[]>): Promise<ProviderPage<T>> {
    const [items, [c]] = await Promise.all([rows, total]);
    return { IsPaginated: true, Items: items, PageNumber: q.pageNumber, PageSize: q.pageSize, Skipped: q.pageNumber * q.pageSize, TotalElementsCount: c?.n ?? 0 };
  }

  return {
    async lists(q) {
      const where = and(eq(L.tenantId, tenantId), search(q, [L.name, L.description]));
      return page(
        q,
        db
          .select()
          .from(L)
          .where(where)
          .orderBy(asc(L.name), asc(L.id))
          .limit(q.pageSize)
          .offset(q.pageNumber * q.pageSize)
          .then((rows) => rows.map(toList)),
        db.select({ n: count() }).from(L).where(where),
      );
    },

    async list(idList) {
      const row = await findList(idList);
      return row ? toList(row) : providerNotFound;
    },

    async createList(input) {
      const stamp = now();
      const [row] = await db
        .insert(L)
        .values({ tenantId, ...listFields(input), createdAt: stamp, updatedAt: stamp })
        .returning();
      return row ? toList(row) : { _tag: 'ProviderError', message: 'The list was not created.' };
    },

    async updateList(idList, input) {
      const [row] = await db
        .update(L)
        .set({ ...listFields(input), updatedAt: now() })
        .where(and(eq(L.tenantId, tenantId), eq(L.id, idList)))
        .returning();
      return row ? toList(row) : providerNotFound;
    },

    async deleteList(idList) {
      const rows = await db
        .delete(L)
        .where(and(eq(L.tenantId, tenantId), eq(L.id, idList)))
        .returning({ id: L.id });
      return rows.length > 0 ? true : providerNotFound;
    },

    async groups(idList, q) {
      if (!(await findList(idList))) return providerNotFound;
      const where = and(eq(G.tenantId, tenantId), eq(G.listId, idList), search(q, [G.name, G.notes]));
      return page(
        q,
        db
          .select()
          .from(G)
          .where(where)
          .orderBy(asc(G.name), asc(G.id))
          .limit(q.pageSize)
          .offset(q.pageNumber * q.pageSize)
          .then((rows) => rows.map(toGroup)),
        db.select({ n: count() }).from(G).where(where),
      );
    },

    async createGroup(idList, input) {
      if (!(await findList(idList))) return providerNotFound;
      const [row] = await db
        .insert(G)
        .values({ tenantId, listId: idList, name: input.Name, notes: input.Notes ?? null, createdAt: now() })
        .returning();
      return row ? toGroup(row) : { _tag: 'ProviderError', message: 'The group was not created.' };
    },

    async updateGroup(idList, idGroup, input) {
      const [row] = await db
        .update(G)
        .set({ name: input.Name, notes: input.Notes ?? null })
        .where(and(eq(G.tenantId, tenantId), eq(G.listId, idList), eq(G.id, idGroup)))
        .returning();
      return row ? toGroup(row) : providerNotFound;
    },

    async deleteGroup(idList, idGroup) {
      const rows = await db
        .delete(G)
        .where(and(eq(G.tenantId, tenantId), eq(G.listId, idList), eq(G.id, idGroup)))
        .returning({ id: G.id });
      return rows.length > 0 ? true : providerNotFound;
    },

    async listRecipients(idList, q) {
      if (!(await findList(idList))) return providerNotFound;
      const where = and(eq(LR.tenantId, tenantId), eq(LR.listId, idList), q.status ? eq(LR.status, q.status) : undefined, search(q, [R.email, R.name]));
      return page(
        q,
        db
          .select({ recipient: R, status: LR.status })
          .from(LR)
          .innerJoin(R, eq(R.id, LR.recipientId))
          .where(where)
          .orderBy(asc(R.email), asc(R.id))
          .limit(q.pageSize)
          .offset(q.pageNumber * q.pageSize)
          .then((rows) => rows.map((x) => toRecipient(x.recipient, x.status, null))),
        db.select({ n: count() }).from(LR).innerJoin(R, eq(R.id, LR.recipientId)).where(where),
      );
    },

    async listRecipient(idList, idRecipient) {
      if (!(await findList(idList))) return providerNotFound;
      const row = await membership(idList, idRecipient);
      return row ? toRecipient(row.recipient, row.status, null) : providerNotFound;
    },

    async subscribeToList(idList, input, confirmEmail) {
      if (!(await findList(idList))) return providerNotFound;
      const { recipient, status } = await subscribe(idList, input, confirmEmail);
      return toRecipient(recipient, status, null);
    },

    async updateRecipient(idList, idRecipient, input: RecipientUpdate) {
      if (!(await findList(idList))) return providerNotFound;
      const row = await membership(idList, idRecipient);
      if (!row) return providerNotFound;
      const [recipient] = await db
        .update(R)
        .set({ name: input.Name === undefined ? row.recipient.name : input.Name, fields: mergeFields(row.recipient.fields, input.Fields), updatedAt: now() })
        .where(and(eq(R.tenantId, tenantId), eq(R.id, idRecipient)))
        .returning();
      return recipient ? toRecipient(recipient, row.status, null) : providerNotFound;
    },

    async unsubscribeFromList(idList, idRecipient) {
      if (!(await findList(idList)) || !(await membership(idList, idRecipient))) return providerNotFound;
      await db.transaction(async (tx) => {
        await tx
          .update(LR)
          .set({ status: 'OPTOUT', updatedAt: now() })
          .where(and(eq(LR.tenantId, tenantId), eq(LR.listId, idList), eq(LR.recipientId, idRecipient)));
        const groupIds = tx.select({ id: G.id }).from(G).where(and(eq(G.tenantId, tenantId), eq(G.listId, idList)));
        await tx.delete(GR).where(and(eq(GR.tenantId, tenantId), eq(GR.recipientId, idRecipient), inArray(GR.groupId, groupIds)));
      });
      return true;
    },

    async groupRecipients(idGroup, q) {
      const group = await findGroup(idGroup);
      if (!group) return providerNotFound;
      const where = and(eq(GR.tenantId, tenantId), eq(GR.groupId, idGroup), search(q, [R.email, R.name]));
      return page(
        q,
        db
          .select({ recipient: R, status: LR.status })
          .from(GR)
          .innerJoin(R, eq(R.id, GR.recipientId))
          .innerJoin(LR, and(eq(LR.recipientId, GR.recipientId), eq(LR.listId, group.listId)))
          .where(where)
          .orderBy(asc(R.email), asc(R.id))
          .limit(q.pageSize)
          .offset(q.pageNumber * q.pageSize)
          .then((rows) => rows.map((x) => toRecipient(x.recipient, x.status, idGroup))),
        db
          .select({ n: count() })
          .from(GR)
          .innerJoin(R, eq(R.id, GR.recipientId))
          .innerJoin(LR, and(eq(LR.recipientId, GR.recipientId), eq(LR.listId, group.listId)))
          .where(where),
      );
    },

    async groupList(idGroup) {
      const group = await findGroup(idGroup);
      return group ? group.listId : providerNotFound;
    },

    async subscribeToGroup(idGroup, input, confirmEmail) {
      const group = await findGroup(idGroup);
      if (!group) return providerNotFound;
      const { recipient, status } = await subscribe(group.listId, input, confirmEmail);
      await db.insert(GR).values({ tenantId, groupId: idGroup, recipientId: recipient.id }).onConflictDoNothing();
      return toRecipient(recipient, status, idGroup);
    },

    async addToGroup(idGroup, idRecipient, confirmEmail) {
      const group = await findGroup(idGroup);
      const member = group ? await membership(group.listId, idRecipient) : null;
      if (!group || !member) return providerNotFound;
      // As adding does: whoever is not subscribed yet waits for the confirmation when one is asked for.
      const status: RecipientStatus = confirmEmail && member.status !== 'OPTIN' ? 'PENDING' : 'OPTIN';
      await db.transaction(async (tx) => {
        await tx
          .update(LR)
          .set({ status, updatedAt: now() })
          .where(and(eq(LR.tenantId, tenantId), eq(LR.listId, group.listId), eq(LR.recipientId, idRecipient)));
        await tx.insert(GR).values({ tenantId, groupId: idGroup, recipientId: idRecipient }).onConflictDoNothing();
      });
      return true;
    },

    async removeFromGroup(idGroup, idRecipient) {
      const group = await findGroup(idGroup);
      if (!group || !(await membership(group.listId, idRecipient))) return providerNotFound;
      await db.delete(GR).where(and(eq(GR.tenantId, tenantId), eq(GR.groupId, idGroup), eq(GR.recipientId, idRecipient)));
      return true;
    },

    async check() {
      return true;
    },
  };
}
