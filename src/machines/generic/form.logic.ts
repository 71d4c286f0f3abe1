import type { Effect } from 'effect';
import type { ApiClient, BareApiClient } from '../../api/client.ts';
import type { ApiError } from '../../api/errors.ts';
import type { ApiClients } from './apiClients.ts';
import { createFormMachine, type FormMachine, type FormValues } from './form.machine.ts';
import { fromApiEffect } from './fromApiEffect.ts';

// See record.logic.ts for what a generic logic value is. The screen maps its values to `Request` (the mapping stays
// in src/ui, `useForm`'s `request` option); the logic makes the call.

export type FormLogic<Request, Result> = { readonly kind: 'form'; readonly submit: (client: ApiClient, request: Request) => Effect.Effect<Result, ApiError> };

export const formLogic = <Request, Result>(submit: (client: ApiClient, request: Request) => Effect.Effect<Result, ApiError>): FormLogic<Request, Result> => ({
  kind: 'form',
  submit,
});

/** A guest form (sign-in pages, invitations, password reset): the call goes through the client without a session. */
export type BareFormLogic<Request, Result> = {
  readonly kind: 'bareForm';
  readonly submit: (client: BareApiClient, request: Request) => Effect.Effect<Result, ApiError>;
};

export const bareFormLogic = <Request, Result>(submit: BareFormLogic<Request, Result>['submit']): BareFormLogic<Request, Result> => ({
  kind: 'bareForm',
  submit,
});

// One machine definition for every screen: the machine is generic in its types only, and useActorRef keeps an
// actor only while the definition (its config) stays the same across renders (a new one each render restarts it).
const sharedForm = createFormMachine<FormValues, unknown>();

/** What the screen does after a save: notify, navigate (the form machine's named effects). */
export type FormEffects<Result> = { readonly onSucceeded: (result: Result) => void; readonly onFailed?: () => void };

/** The form machine for one screen: `submit` maps the values to the request and makes the logic's call. */
export const bindFormLogic = <Values extends FormValues, Request, Result>(
  logic: FormLogic<Request, Result> | BareFormLogic<Request, Result>,
  clients: ApiClients,
  request: (values: Values) => Request,
  effects: FormEffects<Result>,
): FormMachine<Values, Result> =>
  (sharedForm as unknown as FormMachine<Values, Result>).provide({
    actors: {
      submit: fromApiEffect(({ values }: { values: Values }) =>
        logic.kind === 'form' ? logic.submit(clients.client, request(values)) : logic.submit(clients.bareClient, request(values)),
      ),
    },
    actions: {
      saveSucceeded: (_, params) => effects.onSucceeded(params.result),
      saveFailed: () => effects.onFailed?.(),
    },
  });
