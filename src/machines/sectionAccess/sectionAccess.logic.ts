import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import { createSectionAccess, listSectionAccesses } from '../../api/sectionAccesses.ts';
import { fromApiEffect } from '../generic/fromApiEffect.ts';
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
      checkAccess: fromApiEffect((request: { readonly section: string }) =>
        canList
          ? Effect.map(listSectionAccesses(client, { section: request.section, userId, pageSize: 1 }), (page) => {
              const latest = page.items[0];
              return latest?.valid ? seconds(latest.remainingSeconds) : 0;
            })
          : Effect.succeed(0),
      ),
      unlock: fromApiEffect((request: { readonly section: string; readonly password: string }) =>
        Effect.map(createSectionAccess(client, request.section, request.password), (access) => seconds(access.remainingSeconds)),
      ),
    },
  });
