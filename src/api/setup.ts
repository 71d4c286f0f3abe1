import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { ResultOf } from './operationTypes.ts';
import type { components } from './schema.gen.ts';

export type SetupState = ResultOf<'getSetup'>;
export type SetupStep = components['schemas']['SetupStep'];

export const getSetup = (client: ApiClient): Effect.Effect<SetupState, ApiError> => call((signal) => client.GET('/setup', { signal }));

/** Saves one step of the first-run checklist at once (a checklist left halfway resumes where it was). */
export const markSetupStep = (client: ApiClient, step: SetupStep, done: boolean): Effect.Effect<SetupState, ApiError> =>
  call((signal) => client.PUT('/setup/steps/{step}', { params: { path: { step } }, body: { done }, signal }));
