import { useEffect, useState } from 'react';
import type { Package } from '../../api/packages.ts';
import { loadUnratedPackages } from '../../machines/packageEvaluation/packageEvaluation.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';

export type UnratedPackages = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; packages: readonly Package[] };

/**
 * The year's packages that still have unrated goals (status `assigned`), loaded while `asking`: the confirmation
 * before making the year's sheets visible names them (issue 30). Sheets already visible are not in it.
 */
export function useUnratedPackages(year: number, asking: boolean): UnratedPackages {
  const { client } = useApiClients();
  const [answer, setAnswer] = useState<UnratedPackages>({ status: 'idle' });
  useEffect(() => {
    if (!asking) return;
    const controller = new AbortController();
    setAnswer({ status: 'loading' });
    loadUnratedPackages(client, year, controller.signal).then(
      (packages) => setAnswer({ status: 'ready', packages }),
      () => {
        if (!controller.signal.aborted) setAnswer({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [asking, client, year]);
  return asking ? answer : { status: 'idle' };
}
