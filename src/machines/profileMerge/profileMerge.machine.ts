import { assign, fromPromise, setup } from 'xstate';
import { errorTagOf, type ErrorTag } from '../generic/errorTag.ts';

/** A profile as the merge dialog names it. */
export type MergeParty = { readonly id: number; readonly name: string };

/** What would move from one source to the survivor (the server's preview). */
export type MergeMoves = {
  readonly profile: MergeParty;
  readonly contacts: number;
  readonly media: number;
  readonly events: number;
  readonly salesReports: number;
  readonly tasks: number;
  readonly works: number;
  readonly quotes: number;
  readonly proposals: number;
  readonly samples: number;
  readonly documents: number;
};

export type ProfileMergeInput = { readonly current: MergeParty };

export type ProfileMergeContext = {
  /** The profile whose screen opened the dialog. */
  current: MergeParty;
  /** The other profile, picked by the user. */
  other: MergeParty | null;
  /** Which of the two survives: the current one unless the user chooses the other. */
  survivorId: number;
  preview: readonly MergeMoves[];
  errorTag: ErrorTag | null;
};

export type ProfileMergeEvent =
  | { type: 'merge.pick'; profile: MergeParty | null }
  | { type: 'merge.keep'; survivorId: number }
  | { type: 'merge.preview' }
  | { type: 'merge.confirm' }
  | { type: 'merge.retry' }
  | { type: 'merge.back' };

export type MergeRequest = { readonly survivorId: number; readonly sourceIds: readonly number[] };

/** The one source: whichever of the two does not survive. */
export const sourceOf = (context: Pick<ProfileMergeContext, 'current' | 'other' | 'survivorId'>): MergeParty | null =>
  context.other === null ? null : context.survivorId === context.current.id ? context.other : context.current;

const request = (context: ProfileMergeContext): MergeRequest => ({ survivorId: context.survivorId, sourceIds: [sourceOf(context)?.id ?? 0] });

/**
 * Merging two profiles (spec §4/§8): choose the other profile and which one survives → preview what moves (contacts,
 * attachments, events, sales reports…) → confirm → "merging in progress" → merged, or "try later" with a retry.
 */
export const profileMergeMachine = setup({
  types: {
    context: {} as ProfileMergeContext,
    events: {} as ProfileMergeEvent,
    input: {} as ProfileMergeInput,
  },
  actors: {
    loadPreview: fromPromise<readonly MergeMoves[], MergeRequest>(async () => {
      throw new Error('loadPreview must be provided by the screen');
    }),
    mergeProfiles: fromPromise<MergeParty, MergeRequest>(async () => {
      throw new Error('mergeProfiles must be provided by the screen');
    }),
  },
  guards: {
    hasOther: ({ context }) => context.other !== null,
    isOneOfThePair: ({ context }, params: { survivorId: number }) => params.survivorId === context.current.id || params.survivorId === context.other?.id,
  },
  actions: {
    storeOther: assign((_, params: { profile: MergeParty | null }) => ({ other: params.profile, preview: [] })),
    // Picking another profile resets the choice: the screen's own profile survives by default.
    keepCurrent: assign(({ context }) => ({ survivorId: context.current.id })),
    storeSurvivor: assign((_, params: { survivorId: number }) => ({ survivorId: params.survivorId })),
    storePreview: assign((_, params: { preview: readonly MergeMoves[] }) => ({ preview: params.preview, errorTag: null })),
    storeError: assign((_, params: { error: unknown }) => ({ errorTag: errorTagOf(params.error) })),
    clearError: assign({ errorTag: null }),
    // Named effects of the outcome (notice, navigation to the survivor), implemented by the screen.
    merged: (_, _params: { survivor: MergeParty }) => undefined,
    mergeFailed: (_, _params: { error: unknown }) => undefined,
  },
}).createMachine({
  id: 'profileMerge',
  context: ({ input }) => ({ current: input.current, other: null, survivorId: input.current.id, preview: [], errorTag: null }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'merge.pick': { actions: [{ type: 'storeOther', params: ({ event }) => ({ profile: event.profile }) }, 'keepCurrent'] },
        'merge.keep': { guard: { type: 'isOneOfThePair', params: ({ event }) => ({ survivorId: event.survivorId }) }, actions: { type: 'storeSurvivor', params: ({ event }) => ({ survivorId: event.survivorId }) } },
        'merge.preview': { guard: 'hasOther', target: 'previewing' },
      },
    },
    previewing: {
      entry: 'clearError',
      invoke: {
        id: 'loadPreview',
        src: 'loadPreview',
        input: ({ context }) => request(context),
        onDone: { target: 'reviewing', actions: { type: 'storePreview', params: ({ event }) => ({ preview: event.output }) } },
        onError: { target: 'previewFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    previewFailed: {
      on: { 'merge.retry': { target: 'previewing' }, 'merge.back': { target: 'choosing', actions: 'clearError' } },
    },
    reviewing: {
      on: { 'merge.confirm': { target: 'merging' }, 'merge.back': { target: 'choosing' } },
    },
    merging: {
      entry: 'clearError',
      invoke: {
        id: 'mergeProfiles',
        src: 'mergeProfiles',
        input: ({ context }) => request(context),
        onDone: { target: 'merged', actions: { type: 'merged', params: ({ event }) => ({ survivor: event.output }) } },
        onError: {
          target: 'mergeFailed',
          actions: [{ type: 'storeError', params: ({ event }) => ({ error: event.error }) }, { type: 'mergeFailed', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    mergeFailed: {
      on: { 'merge.retry': { target: 'merging' }, 'merge.back': { target: 'reviewing', actions: 'clearError' } },
    },
    merged: { type: 'final' },
  },
});

export type ProfileMergeMachine = typeof profileMergeMachine;
