// A minimal Result so layers hand failures back as values instead of throwing across boundaries.
export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E> = { readonly ok: false; readonly error: E };
export type Result<T, E> = Ok<T> | Err<E>;

export const okResult = <T>(value: T): Ok<T> => ({ ok: true, value });
export const errResult = <E>(error: E): Err<E> => ({ ok: false, error });
