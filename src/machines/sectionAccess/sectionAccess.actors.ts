import { createActor, type ActorRefFrom } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import { onSectionLocked } from '../../api/sectionLocks.ts';
import { createSectionAccessLogic, type sectionAccessMachine } from './sectionAccess.logic.ts';

// One section access chart per signed-in user, tenant and section, alive for the whole visit: moving between the
// screens of a guarded section neither asks again nor re-checks, and the window runs on while the user is elsewhere.
// Another user (or tenant) gets a chart of their own; the server remains the judge of every login.

export type SectionAccessActor = ActorRefFrom<typeof sectionAccessMachine>;

const actors = new Map<string, SectionAccessActor>();

// The server refused a call of a section for want of a login: that section's charts ask for the password again
// (only the signed-in user's chart can be open; the others ignore the event).
onSectionLocked((section) => {
  for (const [key, actor] of actors) if (key.endsWith(`#${section}`)) actor.send({ type: 'access.refused' });
});

export type SectionAccessOwner = { readonly tenant: string; readonly userId: number; readonly section: string; readonly canList: boolean };

export const sectionAccessActor = (client: ApiClient, owner: SectionAccessOwner): SectionAccessActor => {
  const key = `${owner.tenant}#${owner.userId}#${owner.section}`;
  const known = actors.get(key);
  if (known) return known;
  const actor = createActor(createSectionAccessLogic({ client, userId: owner.userId, canList: owner.canList }), { input: { section: owner.section } });
  actor.start();
  actors.set(key, actor);
  return actor;
};
