import { boolean, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, wallClock } from '../columns.ts';
import { tenants, users } from './core.ts';

// Evaluator: the rating scale, goals, packages (goals assigned to a user with weights) and their evaluations.

export const ratings = pgTable(
  'ratings',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
    label: text('label').notNull(),
    color: text('color'),
  },
  (t) => [uniqueIndex('ratings_tenant_value').on(t.tenantId, t.value)],
);

export const goals = pgTable(
  'goals',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category'),
    /** Default weight (percent) when a package assigns the goal. */
    weight: numeric('weight', { precision: 7, scale: 4 }).notNull(),
    target: text('target'),
    measure: text('measure'),
    year: integer('year').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('goals_tenant_year').on(t.tenantId, t.year)],
);

export const packages = pgTable(
  'packages',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    /** The assignee. */
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    evaluatorId: integer('evaluator_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** When the person evaluated acknowledged their visible sheet (the last step); null until then. Status is derived from it. */
    acknowledgedAt: wallClock('acknowledged_at'),
    evaluationSheetVisible: boolean('evaluation_sheet_visible').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('packages_tenant_year').on(t.tenantId, t.year), index('packages_user').on(t.userId)],
);

export const packageGoals = pgTable(
  'package_goals',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').notNull().references(() => packages.id, { onDelete: 'cascade' }),
    // restrict: a goal cannot be deleted while a package assigns it (the handler answers 409 first).
    goalId: integer('goal_id').notNull().references(() => goals.id, { onDelete: 'restrict' }),
    weight: numeric('weight', { precision: 7, scale: 4 }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('package_goals_pair').on(t.packageId, t.goalId), index('package_goals_goal').on(t.goalId)],
);

export const evaluations = pgTable(
  'evaluations',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').notNull().references(() => packages.id, { onDelete: 'cascade' }),
    goalId: integer('goal_id').notNull().references(() => goals.id, { onDelete: 'cascade' }),
    ratingId: integer('rating_id').notNull().references(() => ratings.id, { onDelete: 'restrict' }),
    /** Optional score overriding the rating's value in the weighted score. */
    score: numeric('score', { precision: 7, scale: 4 }),
    notes: text('notes'),
    evaluatorId: integer('evaluator_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One evaluation per goal and package (contract: 409 on a second one).
  (t) => [uniqueIndex('evaluations_package_goal').on(t.packageId, t.goalId)],
);
