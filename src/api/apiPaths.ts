import type { Camelize } from './case.ts';
import type { Unwrapped } from './envelope.ts';
import type { PRESERVE_CASE } from './preserveCase.gen.ts';
import type { paths } from './schema.gen.ts';

// The generated `paths` describe the wire (snake_case, `data` envelope). `ApiPaths` describes what the client
// middleware makes of it, so openapi-fetch's own inference gives camelCase params, bodies and unwrapped results:
// query keys and JSON bodies camelized, JSON responses unwrapped (`Unwrapped`), path parameters untouched
// (they only fill the URL template), and the provider-cased newsletter operations left as written.

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

type PreserveTable = typeof PRESERVE_CASE;

type Rule<Path, Method> = Path extends keyof PreserveTable
  ? Method extends keyof PreserveTable[Path]
    ? PreserveTable[Path][Method]
    : { request: false; response: false }
  : { request: false; response: false };

type IsJson<Media> = Media extends `${string}json` ? true : false;

type ClientQuery<Q, Preserve extends boolean> = Preserve extends true ? Q : Camelize<Q>;

type ClientParameters<P, Preserve extends boolean> = {
  [K in keyof P]: K extends 'query' ? ClientQuery<P[K], Preserve> : P[K];
};

type ClientRequestContent<C, Preserve extends boolean> = {
  [M in keyof C]: IsJson<M> extends true ? (Preserve extends true ? C[M] : Camelize<C[M]>) : C[M];
};

type ClientRequestBody<B, Preserve extends boolean> = {
  [K in keyof B]: K extends 'content' ? ClientRequestContent<B[K], Preserve> : B[K];
};

type ClientResponseContent<C, Preserve extends boolean> = {
  [M in keyof C]: IsJson<M> extends true ? Unwrapped<C[M], Preserve> : C[M];
};

type ClientResponse<R, Preserve extends boolean> = {
  [K in keyof R]: K extends 'content' ? ClientResponseContent<R[K], Preserve> : R[K];
};

type RequestPreserved<R> = R extends { request: true } ? true : false;
type ResponsePreserved<R> = R extends { response: true } ? true : false;

type ClientOperation<O, R> = {
  [K in keyof O]: K extends 'parameters'
    ? ClientParameters<O[K], RequestPreserved<R>>
    : K extends 'requestBody'
      ? ClientRequestBody<O[K], RequestPreserved<R>>
      : K extends 'responses'
        ? { [S in keyof O[K]]: ClientResponse<O[K][S], ResponsePreserved<R>> }
        : O[K];
};

type ClientPathItem<Item, Path> = {
  [M in keyof Item]: M extends HttpMethod
    ? Item[M] extends { responses: unknown }
      ? ClientOperation<Item[M], Rule<Path, M>>
      : Item[M]
    : Item[M];
};

export type ApiPaths = { [Path in keyof paths]: ClientPathItem<paths[Path], Path> };
