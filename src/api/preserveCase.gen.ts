// Generated from openapi/api.yaml by `npm run gen:api` (x-preserve-case). Do not edit: change the contract and regenerate.

// `request`: the body and the query are sent exactly as written; `response`: the records under `data` are read
// as written (the envelope and `meta` are still converted).
export const PRESERVE_CASE = {
  '/imports/{id}/mapping': {
    put: { request: true, response: false },
  },
  '/newsletter/mailup/groups/{groupId}/recipients': {
    get: { request: false, response: true },
    post: { request: true, response: true },
  },
  '/newsletter/mailup/lists': {
    get: { request: false, response: true },
    post: { request: true, response: true },
  },
  '/newsletter/mailup/lists/countries': {
    get: { request: false, response: true },
  },
  '/newsletter/mailup/lists/groups': {
    post: { request: true, response: false },
  },
  '/newsletter/mailup/lists/{id}': {
    get: { request: false, response: true },
    put: { request: true, response: true },
  },
  '/newsletter/mailup/lists/{listId}/groups': {
    get: { request: false, response: true },
    post: { request: true, response: true },
  },
  '/newsletter/mailup/lists/{listId}/groups/{groupId}': {
    put: { request: true, response: true },
  },
  '/newsletter/mailup/lists/{listId}/recipients': {
    get: { request: false, response: true },
    post: { request: true, response: true },
  },
  '/newsletter/mailup/lists/{listId}/recipients/{recipientId}': {
    get: { request: false, response: true },
    put: { request: true, response: true },
  },
} as const;
