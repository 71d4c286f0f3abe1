import { Effect } from 'effect';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import { createSectionAccessMachine } from '../../machines/sectionAccess/sectionAccess.machine.ts';
import { createSectionAccess, listSectionAccesses } from '../../api/sectionAccesses.ts';
import { onSectionLocked } from '../../api/sectionLocks.ts';

// One section access chart per signed-in user, tenant and section, alive for the whole visit: moving between the
// screens of a guarded section neither asks again nor re-checks, and the window runs on while the user is elsewhere.
// Another user (or tenant) gets a chart of their own; the server remains the judge of every login.

const machine = createSectionAccessMachine();

export type SectionAccessActor = ActorRefFrom<typeof machine>;

const actors = new Map<string, SectionAccessActor>();

// The server refused a call of a section for want of a login: that section's charts ask for the password again
// (only the signed-in user's chart can be open; the others ignore the event).
onSectionLocked((section) => {
  for (const [key, actor] of actors) if (key.endsWith(`#${section}`)) actor.send({ type: 'access.refused' });
});

export type SectionAccessOwner = { readonly tenant: string; readonly userId: number; readonly section: string; readonly canList: boolean };

const seconds = (value: number): number => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

export const sectionAccessActor = (client: ApiClient, owner: SectionAccessOwner): SectionAccessActor => {
  const key = `${owner.tenant}#${owner.userId}#${owner.section}`;
  const known = actors.get(key);
  if (known) return known;
  const actor = createActor(
    machine.provide({
      actors: {
        // The user's latest login to the section, as the server counts it (without the list permission: none known).
        checkAccess: fromPromise(async ({ input, signal }) => {
          if (!owner.canList) return 0;
          const page = await Effect.runPromise(listSectionAccesses(client, { section: input.section, userId: owner.userId, pageSize: 1 }), { signal });
          const latest = page.items[0];
          return latest?.valid ? seconds(latest.remainingSeconds) : 0;
        }),
        unlock: fromPromise(async ({ input, signal }) => {
          const access = await Effect.runPromise(createSectionAccess(client, input.section, input.password), { signal });
          return seconds(access.remainingSeconds);
        }),
      },
    }),
    { input: { section: owner.section } },
  );
  actor.start();
  actors.set(key, actor);
  return actor;
};
