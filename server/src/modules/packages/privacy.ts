import { eq, or, sql, type SQL } from 'drizzle-orm';
import { packages } from '../../db/schema/evaluator.ts';
import type { AuthUser, TenantInfo } from '../../http/context.ts';
import { reachesAll } from '../../permissions/recordScope.ts';
import { message, type Message } from '../../i18n/message.ts';

// THE privacy rule of evaluations (issue 30 point 1), in one place for packages, their goals and evaluations, and
// the goal catalogue:
//
//   administrators and holders of `packages.management` → every package;
//   everybody else                                      → the packages assigned to them and those they evaluate.
//
// A package outside this answers 404 (its existence is private too), in single reads and lists alike. Within it,
// the person evaluated reads the ratings of their own package (evaluations, scores, the sheet) only once the sheet
// is made visible, and never rates their own goals, whatever keys they hold. The record scope of recordScope.ts
// does not fit: it answers 403 and lets team leaders in, while an evaluation belongs to its evaluator.

export const PACKAGES_MANAGEMENT = 'packages.management';

export const OWN_PACKAGE_RATING = message('packages.ownRating');
export const NOT_THE_EVALUATOR = message('packages.notTheEvaluator');

export type PackageReader = {
  readonly userId: number;
  readonly reachesAll: boolean;
};

export const packageReader = (user: AuthUser, tenant: TenantInfo): PackageReader => ({
  userId: user.id,
  reachesAll: reachesAll(user, tenant, PACKAGES_MANAGEMENT),
});

/** The packages the reader may see, as a condition on `packages` (undefined: all of the tenant's). */
export function visiblePackages(reader: PackageReader): SQL | undefined {
  return reader.reachesAll ? undefined : or(eq(packages.userId, reader.userId), eq(packages.evaluatorId, reader.userId));
}

/**
 * The goals of the catalogue the reader may see, as a condition on `goals` (undefined: all): those assigned by a
 * package the reader sees. Qualified names: the condition runs inside single-table selects of `goals`.
 */
export function visibleGoals(reader: PackageReader, managesCatalogue: boolean): SQL | undefined {
  if (reader.reachesAll || managesCatalogue) return undefined;
  return sql`exists (select 1 from package_goals vg join packages vp on vp.id = vg.package_id
    where vg.goal_id = goals.id and (vp.user_id = ${reader.userId} or vp.evaluator_id = ${reader.userId}))`;
}

type PackagePeople = {
  readonly userId: number;
  readonly evaluatorId: number;
  readonly evaluationSheetVisible: boolean;
};

/** Whether the reader sees the package at all (the same rule as `visiblePackages`, for a row already read). */
export const seesPackage = (pkg: PackagePeople, reader: PackageReader): boolean =>
  reader.reachesAll || pkg.userId === reader.userId || pkg.evaluatorId === reader.userId;

/** Whether the reader sees the package's ratings: the person evaluated only once the sheet is visible. */
export const seesRatings = (pkg: PackagePeople, reader: PackageReader): boolean =>
  seesPackage(pkg, reader) && (pkg.userId !== reader.userId || pkg.evaluationSheetVisible);

/** Who rates a package's goals: its evaluator or a manager, never the person evaluated. null = allowed. */
export function ratingRefusal(pkg: PackagePeople, reader: PackageReader): Message | null {
  if (pkg.userId === reader.userId) return OWN_PACKAGE_RATING;
  if (pkg.evaluatorId === reader.userId || reader.reachesAll) return null;
  return NOT_THE_EVALUATOR;
}

/** For lookups after the rule was applied (the media store's owner check): every package of the tenant. */
export const EVERY_PACKAGE: PackageReader = { userId: 0, reachesAll: true };
