import { assign, fromPromise, setup } from 'xstate';
import { errorTagOf, fieldErrorsOf, hasAnyFieldError, isRetryable, type ErrorTag, type FieldErrors } from './errorTag.ts';

export type FormValues = Readonly<Record<string, unknown>>;

export type ValidateValues<Values extends FormValues> = (values: Values) => FieldErrors;

export type FormInput<Values extends FormValues> = {
  initialValues: Values;
  /** Client rules (e.g. from src/domain): field → messages; empty lists or no keys mean valid. */
  validate?: ValidateValues<Values>;
};

export type FormContext<Values extends FormValues, Result> = {
  initialValues: Values;
  values: Values;
  validate: ValidateValues<Values>;
  fieldErrors: FieldErrors;
  /** Tag of the last non-field failure (Forbidden, Conflict, Network, Server…): the view translates it. */
  formError: ErrorTag | null;
  result: Result | null;
};

// `field`/`value` are loose inside the (generic) machine; views build them with the typed `formChange`.
export type FormChangeEvent = { type: 'form.change'; field: string; value: unknown };

export type FormEvent =
  | FormChangeEvent
  | { type: 'form.submit' }
  | { type: 'form.reset' }
  | { type: 'form.retry' };

export type ValidateInput<Values extends FormValues> = { values: Values; validate: ValidateValues<Values> };

const noRules = () => ({});

/** A typed `form.change` event: the field must exist and the value must have its type. */
export const formChange = <Values extends FormValues, Field extends keyof Values & string>(field: Field, value: Values[Field]): FormChangeEvent => ({
  type: 'form.change',
  field,
  value,
});

/**
 * A form: editing → validating (client rules) → submitting (the screen's `submit` actor) → succeeded,
 * or back to editing with `fieldErrors` (tagged Invalid) or `formError` (any other tag).
 * Values are only changed by `form.change` and `form.reset`: a failed save keeps everything typed.
 * A save makes the saved values the new initial values, and `succeeded` stays editable: a screen that stays after
 * saving (edit screens, inline edits) can change and save the same form again. `form.retry` only after a failure
 * that a retry can fix (network, server: `isRetryable`).
 */
export const createFormMachine = <Values extends FormValues, Result = unknown>() =>
  setup({
    types: {
      context: {} as FormContext<Values, Result>,
      events: {} as FormEvent,
      input: {} as FormInput<Values>,
    },
    actors: {
      // Runs as an actor so that a screen may swap in async rules (e.g. a uniqueness check) via provide().
      validateValues: fromPromise<FieldErrors, ValidateInput<Values>>(async ({ input }) => input.validate(input.values)),
      submit: fromPromise<Result, { values: Values }>(async () => {
        throw new Error('submit must be provided by the screen');
      }),
    },
    guards: {
      hasFieldErrors: (_, params: { errors: FieldErrors }) => hasAnyFieldError(params.errors),
      isInvalidError: (_, params: { error: unknown }) => fieldErrorsOf(params.error) !== null,
      hasRetryableError: ({ context }) => context.formError !== null && isRetryable(context.formError),
    },
    actions: {
      setValue: assign(({ context }, params: { field: string; value: unknown }) => {
        const { [params.field]: _cleared, ...fieldErrors } = context.fieldErrors;
        return { values: { ...context.values, [params.field]: params.value } as Values, fieldErrors };
      }),
      resetValues: assign(({ context }) => ({ values: context.initialValues, fieldErrors: {}, formError: null })),
      clearErrors: assign({ fieldErrors: {}, formError: null }),
      storeFieldErrors: assign((_, params: { errors: FieldErrors }) => ({ fieldErrors: params.errors })),
      storeServerFieldErrors: assign((_, params: { error: unknown }) => ({ fieldErrors: fieldErrorsOf(params.error) ?? {}, formError: 'Invalid' as const })),
      storeFormError: assign((_, params: { error: unknown }) => ({ formError: errorTagOf(params.error) })),
      storeResult: assign((_, params: { result: Result }) => ({ result: params.result })),
      // What was saved is the new baseline: the form is no longer "changed" until the next edit.
      commitValues: assign(({ context }) => ({ initialValues: context.values })),
      // Named effects of a save's outcome (notice, navigation), implemented by the screen; nothing here.
      saveSucceeded: (_, _params: { result: Result }) => undefined,
      saveFailed: (_, _params: { error: unknown }) => undefined,
    },
  }).createMachine({
    id: 'form',
    context: ({ input }) => ({
      initialValues: input.initialValues,
      values: input.initialValues,
      validate: input.validate ?? noRules,
      fieldErrors: {},
      formError: null,
      result: null,
    }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          'form.change': { actions: { type: 'setValue', params: ({ event }) => ({ field: event.field, value: event.value }) } },
          'form.submit': { target: 'validating', actions: 'clearErrors' },
          'form.retry': { guard: 'hasRetryableError', target: 'validating', actions: 'clearErrors' },
          'form.reset': { actions: 'resetValues' },
        },
      },
      validating: {
        invoke: {
          id: 'validateValues',
          src: 'validateValues',
          input: ({ context }) => ({ values: context.values, validate: context.validate }),
          onDone: [
            {
              guard: { type: 'hasFieldErrors', params: ({ event }) => ({ errors: event.output }) },
              target: 'editing',
              actions: { type: 'storeFieldErrors', params: ({ event }) => ({ errors: event.output }) },
            },
            { target: 'submitting' },
          ],
          onError: { target: 'editing', actions: { type: 'storeFormError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      submitting: {
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => ({ values: context.values }),
          onDone: {
            target: 'succeeded',
            actions: [
              { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
              'commitValues',
              { type: 'saveSucceeded', params: ({ event }) => ({ result: event.output }) },
            ],
          },
          onError: [
            {
              guard: { type: 'isInvalidError', params: ({ event }) => ({ error: event.error }) },
              target: 'editing',
              actions: [
                { type: 'storeServerFieldErrors', params: ({ event }) => ({ error: event.error }) },
                { type: 'saveFailed', params: ({ event }) => ({ error: event.error }) },
              ],
            },
            {
              target: 'editing',
              actions: [
                { type: 'storeFormError', params: ({ event }) => ({ error: event.error }) },
                { type: 'saveFailed', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          ],
        },
      },
      // Saved and unchanged since: still a form, so the next change or submit starts again.
      succeeded: {
        on: {
          'form.change': { target: 'editing', actions: { type: 'setValue', params: ({ event }) => ({ field: event.field, value: event.value }) } },
          'form.submit': { target: 'validating', actions: 'clearErrors' },
          'form.reset': { target: 'editing', actions: 'resetValues' },
        },
      },
    },
  });

export type FormMachine<Values extends FormValues, Result = unknown> = ReturnType<typeof createFormMachine<Values, Result>>;
