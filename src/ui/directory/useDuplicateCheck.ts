import { Effect } from 'effect';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../api/client.ts';
import { findProfileDuplicates, type ProfileDuplicate } from '../../api/profiles.ts';

export type DuplicateProbe = { name: string; vatNumber: string; email: string };

/** Waits for the user to pause typing before asking the server. */
export const DUPLICATE_CHECK_DELAY_MS = 400;

/** What is worth asking about: a name of three letters or more, a VAT number of five characters or more, an e-mail. */
export const duplicateQuery = (probe: DuplicateProbe, excludeId: number | null) => {
  const name = probe.name.trim();
  const vatNumber = probe.vatNumber.trim();
  const email = probe.email.trim();
  const query = {
    ...(name.length >= 3 ? { name } : {}),
    ...(vatNumber.length >= 5 ? { vatNumber } : {}),
    ...(email.includes('@') ? { email } : {}),
  };
  if (Object.keys(query).length === 0) return null;
  return excludeId === null ? query : { ...query, excludeId };
};

/**
 * Likely existing matches of the profile being typed, asked of the server after a pause in typing; the previous
 * request is aborted when the text changes. A failed look-up shows nothing: the warning is advice, not a gate.
 */
export const useDuplicateCheck = (client: ApiClient, probe: DuplicateProbe, excludeId: number | null): readonly ProfileDuplicate[] => {
  const [matches, setMatches] = useState<readonly ProfileDuplicate[]>([]);
  const query = duplicateQuery(probe, excludeId);
  const key = JSON.stringify(query);
  useEffect(() => {
    const parsed = JSON.parse(key) as ReturnType<typeof duplicateQuery>;
    if (parsed === null) {
      setMatches([]);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      Effect.runPromise(findProfileDuplicates(client, parsed), { signal: controller.signal }).then(
        (found) => setMatches(found),
        () => undefined,
      );
    }, DUPLICATE_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, key]);
  return matches;
};
