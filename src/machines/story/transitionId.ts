/** A machine transition's id as introspect.ts builds it (`source|eventType|branch`): how a story names the path it takes. */
export const transitionId = (source: string, eventType: string, branch = 0): string => `${source}|${eventType}|${branch}`;

export const doneOf = (state: string, actor: string, branch = 0): string => transitionId(state, `xstate.done.actor.${actor}`, branch);

export const errorOf = (state: string, actor: string, branch = 0): string => transitionId(state, `xstate.error.actor.${actor}`, branch);

/** An eventless (`always`) branch, e.g. a routing state choosing the status. */
export const alwaysOf = (state: string, branch: number): string => transitionId(state, '', branch);
