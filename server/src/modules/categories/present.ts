import type { Schema } from '../../http/operationTypes.ts';
import type { CategoryRow } from './repository.ts';

/** Row → wire (`Category`). */
export const presentCategory = (r: CategoryRow): Schema<'Category'> => ({
  id: r.id,
  name: r.name,
  scope: r.scope,
  description: r.description,
  color: r.color,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
});
