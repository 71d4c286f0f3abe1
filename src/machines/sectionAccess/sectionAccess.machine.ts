import { assign, fromPromise, setup } from 'xstate';
import { errorTagOf, type ErrorTag } from '../generic/errorTag.ts';

// A password-protected section (spec §4, §7): a second login opens it for a window (10 minutes after the last login
// of that user to that section; the server says how many seconds are left); when the window ends the section asks
// for the password again. The password travels in the event to the call and is never kept in the context.

export type SectionAccessInput = { readonly section: string };

/** Why the last attempt did not open the section. */
export type SectionAccessFailure =
  | { readonly kind: 'wrongPassword' }
  | { readonly kind: 'throttled'; readonly retryAfterSeconds: number | null }
  | { readonly kind: 'error'; readonly tag: ErrorTag };

export type SectionAccessContext = SectionAccessInput & {
  /** Seconds the current login has left when it was granted (or found); the view counts down from it. */
  remainingSeconds: number;
  /** The section was open before: a failed unlock goes back to `expired`, not `locked`. */
  wasOpen: boolean;
  failure: SectionAccessFailure | null;
};

export type SectionAccessEvent =
  | { type: 'access.submit'; password: string }
  /** The server refused a call of the section for want of a login (423): its window ended before ours did. */
  | { type: 'access.refused' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The sign-in throttle's answer (429 with Retry-After), a wrong password (422 on `password`), or any other error. */
export const failureOf = (error: unknown): SectionAccessFailure => {
  if (isRecord(error) && error['_tag'] === 'TooManyRequests') {
    const seconds = error['retryAfterSeconds'];
    return { kind: 'throttled', retryAfterSeconds: typeof seconds === 'number' && Number.isFinite(seconds) ? Math.ceil(seconds) : null };
  }
  const tag = errorTagOf(error);
  if (tag === 'Invalid') return { kind: 'wrongPassword' };
  return { kind: 'error', tag };
};

export const createSectionAccessMachine = () =>
  setup({
    types: { context: {} as SectionAccessContext, events: {} as SectionAccessEvent, input: {} as SectionAccessInput },
    actors: {
      /** Seconds left of the user's latest login to the section; 0 when there is none or it has ended. */
      checkAccess: fromPromise<number, { section: string }>(async () => {
        throw new Error('checkAccess must be provided by the screen');
      }),
      /** Logs in with the password; resolves to the seconds the new login is valid for. */
      unlock: fromPromise<number, { section: string; password: string }>(async () => {
        throw new Error('unlock must be provided by the screen');
      }),
    },
    guards: {
      hasTimeLeft: (_, params: { seconds: number }) => params.seconds > 0,
      wasOpen: ({ context }) => context.wasOpen,
    },
    delays: {
      window: ({ context }) => context.remainingSeconds * 1000,
    },
    actions: {
      openFor: assign((_, params: { seconds: number }) => ({ remainingSeconds: params.seconds, wasOpen: true, failure: null })),
      storeFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
      clearFailure: assign({ failure: () => null }),
      /** The server says the login has ended, whatever was left of the window here. */
      noTimeLeft: assign({ remainingSeconds: () => 0 }),
    },
  }).createMachine({
    id: 'sectionAccess',
    context: ({ input }) => ({ ...input, remainingSeconds: 0, wasOpen: false, failure: null }),
    initial: 'checking',
    states: {
      checking: {
        invoke: {
          id: 'checkAccess',
          src: 'checkAccess',
          input: ({ context }) => ({ section: context.section }),
          onDone: [
            {
              guard: { type: 'hasTimeLeft', params: ({ event }) => ({ seconds: event.output }) },
              target: 'open',
              actions: { type: 'openFor', params: ({ event }) => ({ seconds: event.output }) },
            },
            { target: 'locked' },
          ],
          // Not knowing whether a login is still valid asks for the password: the section stays closed.
          onError: { target: 'locked', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      locked: {
        on: {
          'access.submit': { target: 'unlocking', actions: 'clearFailure' },
        },
      },
      unlocking: {
        invoke: {
          id: 'unlock',
          src: 'unlock',
          input: ({ context, event }) => ({ section: context.section, password: event.type === 'access.submit' ? event.password : '' }),
          onDone: [
            {
              guard: { type: 'hasTimeLeft', params: ({ event }) => ({ seconds: event.output }) },
              target: 'open',
              actions: { type: 'openFor', params: ({ event }) => ({ seconds: event.output }) },
            },
            { guard: 'wasOpen', target: 'expired' },
            { target: 'locked' },
          ],
          onError: [
            { guard: 'wasOpen', target: 'expired', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
            { target: 'locked', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
      open: {
        after: { window: 'expired' },
        // The server is the judge (its clock, a login from another tab ending): its refusal ends the window here too.
        on: { 'access.refused': { target: 'expired', actions: 'noTimeLeft' } },
      },
      expired: {
        on: {
          'access.submit': { target: 'unlocking', actions: 'clearFailure' },
        },
      },
    },
  });

export type SectionAccessMachine = ReturnType<typeof createSectionAccessMachine>;
