// One operation of the contract, reduced to what the request pipeline needs.

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

export type ParamSpec = {
  readonly name: string;
  readonly in: 'path' | 'query';
  readonly required: boolean;
  /** Absolute Ajv reference to the parameter's schema inside the document registered as 'openapi'; null = any. */
  readonly schemaRef: string | null;
  /** Declared as an array: repeated keys (`a=1&a=2` or `a[]=1`) collect into a list. */
  readonly isArray: boolean;
  /** Declared integer (or an array of integers): its text must be a canonical decimal integer (see canonicalIntegers.ts). */
  readonly isInteger: boolean;
};

export type BodySpec = {
  readonly required: boolean;
  /** Media type (e.g. application/json, multipart/form-data) → Ajv reference to its schema, if any. */
  readonly contentTypes: ReadonlyMap<string, string | null>;
};

/** 'self' = any signed-in user acting on their own data; null only with isPublic. */
export type Permission = { readonly kind: 'public' } | { readonly kind: 'self' } | { readonly kind: 'key'; readonly key: string; readonly module: string };

export type Operation = {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The path template as written in the contract, e.g. `/tasks/{id}`. */
  readonly path: string;
  readonly tags: readonly string[];
  readonly permission: Permission;
  readonly params: readonly ParamSpec[];
  readonly body: BodySpec | null;
  /** `x-section`: the password-protected section the operation belongs to (a recent section login needed); null = none. */
  readonly section: string | null;
};
