import { presentMedia, type MediaRow } from '../../media/store.ts';
import { tidy } from '../../../../src/domain/decimal.ts';
import type { GoalRow } from './repository.ts';

/** Row → wire (`Goal`). */
export const presentGoal = (r: GoalRow, media: readonly MediaRow[]) => ({
  id: r.id,
  title: r.title,
  description: r.description,
  category: r.category,
  weight: tidy(r.weight),
  target: r.target,
  measure: r.measure,
  year: r.year,
  media: media.map(presentMedia),
  created_at: r.createdAt,
  updated_at: r.updatedAt,
});
