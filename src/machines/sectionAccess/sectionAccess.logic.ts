import { Effect } from 'effect';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import { createSectionAccess, listSectionAccesses } from '../../api/sectionAccesses.ts';
import { createSectionAccessMachine } from './sectionAccess.machine.ts';

// The section access statechart bound to the API: the user's latest login to the section, and a new login with the
// password, each answered as the seconds left, given a client. Which chart serves which user and section, and for
// how long, is sectionAccess.actors.ts's.

export const sectionAccessMachine = createSectionAccessMachine();

export type SectionAccessDependencies = {
  readonly client: ApiClient;
  readonly userId: number;
  /** Whether the user may list section logins (sectionAccesses.viewAny): without it, no earlier login is known. */
  readonly canList: boolean;
};

/** Whole seconds, never negative; a value the server could not give counts as none left. */
const seconds = (value: number): number => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

export const createSectionAccessLogic = ({ client, userId, canList }: SectionAccessDependencies) =>
  sectionAccessMachine.provide({
    actors: {
      // The user's latest login to the section, as the server counts it.
      checkAccess: fromPromise(({ input, signal }) =>
        canList
          ? Effect.runPromise(
              Effect.map(listSectionAccesses(client, { section: input.section, userId, pageSize: 1 }), (page) => {
                const latest = page.items[0];
                return latest?.valid ? seconds(latest.remainingSeconds) : 0;
              }),
              { signal },
            )
          : Promise.resolve(0),
      ),
      unlock: fromPromise(({ input, signal }) =>
        Effect.runPromise(
          Effect.map(createSectionAccess(client, input.section, input.password), (access) => seconds(access.remainingSeconds)),
          { signal },
        ),
      ),
    },
  });
