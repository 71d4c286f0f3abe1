import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { ListFilters, PagedListMachine } from '../../machines/generic/pagedList.machine.ts';
import { decodeListPlace, encodeListPlace, filtersChanged, withListPlace, type ListAddressOptions, type ListPlace } from './listAddress.ts';

type Defaults<Filters extends ListFilters> = { readonly filters: Filters; readonly sort: string | null };

/** The place the address names, for the list's first page (the machine's input). */
export function useInitialListPlace<Filters extends ListFilters>(address: ListAddressOptions<Filters> | undefined, defaults: Defaults<Filters>): ListPlace<Filters> | null {
  const search = useSearch();
  if (!address) return null;
  const place = decodeListPlace(search, address, defaults.filters);
  return { ...place, sort: place.sort ?? defaults.sort };
}

/**
 * Keeps the address and the list in step, both ways: a page, sort or filter chosen on the screen is written to the
 * address (a filter replaces the history entry so typing does not fill the history; a page or a sort adds one),
 * and an address changed from outside (back, forward, a link) is sent to the list as `list.restore`.
 */
export function useListAddress<Item, Filters extends ListFilters>(
  actor: ActorRefFrom<PagedListMachine<Item, Filters>>,
  address: ListAddressOptions<Filters> | undefined,
  defaults: Defaults<Filters>,
): void {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const page = useSelector(actor, (snapshot) => snapshot.context.page);
  const sort = useSelector(actor, (snapshot) => snapshot.context.sort);
  const filters = useSelector(actor, (snapshot) => snapshot.context.filters);
  const written = useRef<ListPlace<Filters> | null>(null);
  // Read inside the effects without making them re-run: each effect reacts to one side only.
  const latest = useRef({ search, location, place: { page, sort, filters } });
  latest.current = { search, location, place: { page, sort, filters } };

  useEffect(() => {
    if (!address) return;
    const place = { page, sort, filters };
    const before = written.current;
    written.current = place;
    const current = latest.current.search;
    const named = decodeListPlace(current, address, defaults.filters);
    if (encodeListPlace(place, address) === encodeListPlace({ ...named, sort: named.sort ?? defaults.sort }, address)) return;
    const query = withListPlace(current, place, address);
    navigate(query === '' ? latest.current.location : `${latest.current.location}?${query}`, { replace: before === null || filtersChanged(before, place, address) });
    // defaults and address are fixed per screen: a new object each render must not re-run this.
  }, [page, sort, filters, navigate]);

  useEffect(() => {
    if (!address) return;
    const named = decodeListPlace(search, address, defaults.filters);
    const target = { ...named, sort: named.sort ?? defaults.sort };
    if (encodeListPlace(target, address) === encodeListPlace(latest.current.place, address)) return;
    actor.send({ type: 'list.restore', page: target.page, filters: target.filters, sort: target.sort });
  }, [search, actor]);
}
