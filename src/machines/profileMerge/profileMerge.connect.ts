import type { ErrorTag } from '../generic/errorTag.ts';
import { sourceOf, type MergeMoves, type MergeParty, type ProfileMergeContext, type ProfileMergeEvent } from './profileMerge.machine.ts';

// What the merge dialog shows, from a snapshot alone (DESIGN.md §6): its step, the pair, what moves, and which
// buttons work (`snapshot.can`). Pure: tested without React.

type Snapshot = {
  readonly context: ProfileMergeContext;
  readonly value: unknown;
  can: (event: ProfileMergeEvent) => boolean;
};

/** What moves from the source to the survivor, as the dialog lists it. */
export const MERGE_PARTS = ['contacts', 'media', 'events', 'salesReports', 'tasks', 'works', 'quotes', 'proposals', 'samples', 'documents'] as const;
export type MergePart = (typeof MERGE_PARTS)[number];

export type MergeStep = 'choosing' | 'previewing' | 'reviewing' | 'merging' | 'previewFailed' | 'mergeFailed' | 'merged';

export type ProfileMergeView = {
  readonly step: MergeStep;
  /** A call is on its way: the dialog holds. */
  readonly busy: boolean;
  readonly current: MergeParty;
  readonly other: MergeParty | null;
  readonly survivorId: number;
  readonly survivor: MergeParty | null;
  readonly source: MergeParty | null;
  readonly canPreview: boolean;
  /** The preview's totals, one per part (summed over the sources). */
  readonly moves: Readonly<Record<MergePart, number>>;
  /**
   * The parts that have something to move, in MERGE_PARTS order: the dialog lists these only (a tenant without
   * samples would otherwise read "0 samples"); none: nothing but the profile's own fields.
   */
  readonly movingParts: readonly MergePart[];
  /** After a failed step: the error, and whether it was the merge itself ('try later'). */
  readonly failure: { readonly errorTag: ErrorTag; readonly merging: boolean } | null;
};

const STEPS: readonly string[] = ['choosing', 'previewing', 'reviewing', 'merging', 'previewFailed', 'mergeFailed', 'merged'];
const isStep = (value: unknown): value is MergeStep => typeof value === 'string' && STEPS.includes(value);

const totals = (preview: readonly MergeMoves[]): Readonly<Record<MergePart, number>> => {
  const sum = (part: MergePart) => preview.reduce((total, row) => total + row[part], 0);
  return Object.fromEntries(MERGE_PARTS.map((part) => [part, sum(part)])) as Record<MergePart, number>;
};

export const connectProfileMerge = (snapshot: Snapshot): ProfileMergeView => {
  const { context } = snapshot;
  const step = isStep(snapshot.value) ? snapshot.value : 'choosing';
  const failed = step === 'previewFailed' || step === 'mergeFailed';
  const moves = totals(context.preview);
  return {
    step,
    busy: step === 'previewing' || step === 'merging',
    current: context.current,
    other: context.other,
    survivorId: context.survivorId,
    survivor: context.survivorId === context.current.id ? context.current : context.other,
    source: sourceOf(context),
    canPreview: snapshot.can({ type: 'merge.preview' }),
    moves,
    movingParts: MERGE_PARTS.filter((part) => moves[part] > 0),
    failure: failed && context.errorTag !== null ? { errorTag: context.errorTag, merging: step === 'mergeFailed' } : null,
  };
};
