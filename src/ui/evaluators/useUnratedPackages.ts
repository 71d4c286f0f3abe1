import type { Package } from '../../api/packages.ts';
import { unratedPackages } from '../../machines/packageEvaluation/packageEvaluation.logic.ts';
import { useRemoteValue } from '../components/useRemoteValue.ts';

export type UnratedPackages = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; packages: readonly Package[] };

/**
 * The year's packages that still have unrated goals (status `assigned`), loaded while `asking`: the confirmation
 * before making the year's sheets visible names them (issue 30). Sheets already visible are not in it.
 */
export function useUnratedPackages(year: number, asking: boolean): UnratedPackages {
  // Not asking reads nothing (the logic answers no packages for no year without a call).
  const unrated = useRemoteValue(unratedPackages, asking ? year : null);
  if (!asking) return { status: 'idle' };
  if (unrated.loading) return { status: 'loading' };
  if (unrated.failed || unrated.value === null) return { status: 'failed' };
  return { status: 'ready', packages: unrated.value };
}
