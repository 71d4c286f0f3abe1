import { sql, type SQL } from 'drizzle-orm';

// The wire profiles of a page as ONE JSON text built by the database (the tasks list does the same, tasks/wireSql.ts):
// the embedded database answers one value faster than thirty columns and four joined names per row. The shape is
// present.ts's ProfileBase: the contract's Profile without the parts added per page (contacts, associated, media).

/** A wall-clock column as the wire string (`to_char`, never through UTC or the JSON timestamp format). */
const wall = (column: string): SQL => sql.raw(`to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`);

/** `{ id, name }` of a joined record, or null when the row has none. */
const named = (alias: string): SQL => sql.raw(`case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.name) end`);

/**
 * The profiles whose ids `ids` (an SQL integer array) lists, in that order, as the text of a JSON array (`data`).
 * The name is name.ts's profileName, word for word: the trimmed business name, else the non-blank first and last names.
 */
export const profileViewsSql = (ids: SQL): SQL => sql`
  select coalesce(json_agg(json_build_object(
    'id', p.id,
    'type', p.type,
    'name', coalesce(nullif(trim(p.business_name), ''), concat_ws(' ', case when trim(p.first_name) <> '' then p.first_name end, case when trim(p.last_name) <> '' then p.last_name end)),
    'business_name', p.business_name,
    'first_name', p.first_name,
    'last_name', p.last_name,
    'vat_number', p.vat_number,
    'fiscal_code', p.fiscal_code,
    'sdi_code', p.sdi_code,
    'pec', p.pec,
    'email', p.email,
    'phone', p.phone,
    'mobile', p.mobile,
    'website', p.website,
    'address', json_build_object('street', p.street, 'street_number', p.street_number, 'city', p.city, 'province', p.province, 'postal_code', p.postal_code, 'country', p.country),
    'notes', p.notes,
    'category', ${named('c')},
    'brand', ${named('b')},
    'company', ${named('co')},
    'agent', case when a.id is null then null else json_build_object('id', a.id, 'name', a.name, 'email', a.email, 'avatar_url', a.avatar_url) end,
    'company_profile', case when cp.id is null then null else json_build_object('id', cp.id, 'name', coalesce(nullif(trim(cp.business_name), ''), concat_ws(' ', case when trim(cp.first_name) <> '' then cp.first_name end, case when trim(cp.last_name) <> '' then cp.last_name end)), 'type', cp.type) end,
    'merged_into_id', p.merged_into_id,
    'created_at', ${wall('p.created_at')},
    'updated_at', ${wall('p.updated_at')}
  ) order by page.n)::text, '[]') as data
  from unnest(${ids}) with ordinality as page(id, n)
  join profiles p on p.id = page.id
  left join profile_categories c on c.id = p.category_id
  left join profile_brands b on b.id = p.brand_id
  left join companies co on co.id = p.company_id
  left join users a on a.id = p.agent_id
  left join profiles cp on cp.id = p.company_profile_id and cp.deleted_at is null`;
