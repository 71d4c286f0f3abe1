import type { SectionAccessContext, SectionAccessFailure } from './sectionAccess.machine.ts';

// What a protected section's gate shows, from a snapshot alone (DESIGN.md §6). Pure: tested without React.

type Snapshot = { readonly context: SectionAccessContext; readonly value: unknown };

export type SectionAccessPhase = 'checking' | 'locked' | 'unlocking' | 'open' | 'expired';

export type SectionAccessView = {
  readonly phase: SectionAccessPhase;
  /** The password is being checked: the form waits. */
  readonly busy: boolean;
  readonly failure: SectionAccessFailure | null;
  /** Seconds left when the login was granted or found; the view counts down from it. */
  readonly remainingSeconds: number;
  /** The section was open in this visit: an ended window asks again over the screen rather than instead of it. */
  readonly wasOpen: boolean;
};

const PHASES: readonly string[] = ['checking', 'locked', 'unlocking', 'open', 'expired'];
const isPhase = (value: unknown): value is SectionAccessPhase => typeof value === 'string' && PHASES.includes(value);

export const connectSectionAccess = (snapshot: Snapshot): SectionAccessView => ({
  phase: isPhase(snapshot.value) ? snapshot.value : 'checking',
  busy: snapshot.value === 'unlocking',
  failure: snapshot.context.failure,
  remainingSeconds: snapshot.context.remainingSeconds,
  wasOpen: snapshot.context.wasOpen,
});

/**
 * What takes the screen: a spinner while checking; the section while open, or covered by the password prompt when its
 * window ended on a screen shown open (nothing typed is lost); the prompt in the section's place otherwise.
 * `shownOpen` is the screen's own memory: whether it showed this section open.
 */
export const gateOf = (view: SectionAccessView, shownOpen: boolean): 'checking' | 'prompt' | 'section' | 'covered' => {
  if (view.phase === 'checking') return 'checking';
  if (view.phase === 'open') return 'section';
  return shownOpen && view.wasOpen && (view.phase === 'expired' || view.phase === 'unlocking') ? 'covered' : 'prompt';
};
