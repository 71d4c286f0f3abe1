import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { loadedStart } from '../../machines/generic/pagedList.machine.ts';
import type { PanelLogic } from '../../machines/records/dashboard.logic.ts';
import { selectIsReloading, selectListStatus } from '../../machines/generic/pagedList.selectors.ts';
import { useApiClients } from '../app/ApiClientContext.ts';

/**
 * A dashboard panel's list: the generic paged list machine, loading one short page through its logic
 * (src/machines/records/dashboard.logic.ts) with the read's argument as context. When the early read's answer has
 * already arrived, the machine starts where its load would have taken it (`ready`, with that page), so the panel's
 * first commit shows its rows: no skeleton, no second render (issue 36 point 4). Reloads and retries then load as usual.
 */
export const usePanelList = <Item, Context>(logic: PanelLogic<Item, Context>, ...context: [Context] extends [void] ? [] : [context: Context]) => {
  const { client } = useApiClients();
  const [machine] = useState(() => logic.bind(client, context[0] as Context));
  const [arrived] = useState(() => logic.arrived(context[0] as Context));
  // Taken only once mounted: a render React throws away (a suspension elsewhere, a held-back commit redone) must not
  // use up the answer, or the render done again starts with a skeleton and reads it all again (issue 36 point 4: the
  // dashboard's six reads were sent twice in half the loads).
  const adopted = arrived !== undefined;
  const argument = context[0];
  useEffect(() => {
    if (adopted) logic.adopt(argument as Context);
  }, [logic, adopted, argument]);
  const actor = useActorRef(
    machine,
    arrived === undefined
      ? { input: {} }
      : {
          input: {},
          snapshot: machine.resolveState(loadedStart(arrived)),
        },
  );
  // The same functions on every render: a row's decision machine is bound to `reload` (useVacationStatus).
  const commands = useMemo(
    () => ({
      retry: () => actor.send({ type: 'list.retry' }),
      /** After a decision taken in the panel: the page is read again. */
      reload: () => actor.send({ type: 'list.reload' }),
    }),
    [actor],
  );
  return {
    items: useSelector(actor, (snapshot) => snapshot.context.items),
    status: useSelector(actor, selectListStatus),
    reloading: useSelector(actor, selectIsReloading),
    errorTag: useSelector(actor, (snapshot) => snapshot.context.errorTag),
    ...commands,
  };
};
