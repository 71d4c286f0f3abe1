import { Effect } from 'effect';

export type Person = { readonly id: number; readonly name: string };

/**
 * The same picker over a known list of people, without a call: a team leader who may not list the tenant's users
 * (no `users.viewAny`) picks among themselves and their team, which the session already knows.
 */
export const peopleOptions = (people: readonly Person[]) => (search: string) => {
  const wanted = search.trim().toLocaleLowerCase();
  const items = people.filter((person) => wanted === '' || person.name.toLocaleLowerCase().includes(wanted)).map((person) => ({ value: String(person.id), label: person.name }));
  return Effect.succeed({ items, meta: { currentPage: 1, lastPage: 1, perPage: Math.max(items.length, 1), total: items.length } });
};
