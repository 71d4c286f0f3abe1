import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ApiClient } from '../../api/client.ts';
import { connectDuplicateCheck } from '../../machines/duplicateCheck/duplicateCheck.connect.ts';
import { createDuplicateCheckLogic } from '../../machines/duplicateCheck/duplicateCheck.logic.ts';
import type { DuplicateQuery } from '../../machines/duplicateCheck/duplicateCheck.machine.ts';

export type DuplicateProbe = { name: string; vatNumber: string; email: string };

/** What is worth asking about: a name of three letters or more, a VAT number of five characters or more, an e-mail. */
export const duplicateQuery = (probe: DuplicateProbe, excludeId: number | null): DuplicateQuery | null => {
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
 * Likely existing matches of the profile being typed, driven by the duplicateCheck statechart: each change of what
 * is worth asking is one `duplicates.typed` event; the chart waits for a pause, asks the server (a newer change
 * aborts the request) and keeps the matches. A failed look-up shows no matches: the warning is advice, not a gate.
 */
export const useDuplicateCheck = (client: ApiClient, probe: DuplicateProbe, excludeId: number | null) => {
  const actor = useActorRef(createDuplicateCheckLogic(client));
  const key = JSON.stringify(duplicateQuery(probe, excludeId));
  useEffect(() => {
    actor.send({ type: 'duplicates.typed', query: JSON.parse(key) as DuplicateQuery | null });
  }, [actor, key]);
  const { matches, failed } = useSelector(actor, connectDuplicateCheck, (a, b) => a.matches === b.matches && a.failed === b.failed);
  return { actor, matches, failed };
};
