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

/**
 * `x-scope` of an operation that acts on one person's record (issue 21 point 4): the rule of
 * permissions/recordScope.ts applies to the people of the record the path names and to the person a body field
 * gives it to.
 */
export type RecordScope = {
  /** The kind of record the path names (an owner resolver of permissions/recordOwners.ts); null on a create. */
  readonly record: string | null;
  /** The path parameter naming that record. */
  readonly param: string;
  /** A body field naming the person the record is given to (assignee, author, requester); null = none. */
  readonly assignee: string | null;
  /** The key that lifts the scope to every record of the tenant. */
  readonly management: string;
};

export type Operation = {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The path template as written in the contract, e.g. `/tasks/{id}`. */
  readonly path: string;
  readonly tags: readonly string[];
  readonly permission: Permission;
  /** `x-scope`: null = the key alone decides. */
  readonly scope: RecordScope | null;
  readonly params: readonly ParamSpec[];
  readonly body: BodySpec | null;
  /** `x-section`: the password-protected section the operation belongs to (a recent section login needed); null = none. */
  readonly section: string | null;
};
