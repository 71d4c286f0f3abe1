import type { Middleware } from 'openapi-fetch';
import { camelize, snakify } from './case.ts';
import { unwrap } from './envelope.ts';
import { caseRuleFor } from './preserveCase.ts';
import { copyRequest } from './requestCopy.ts';
import { snakeQuery } from './wireQuery.ts';

const isJson = (contentType: string | null): boolean => contentType !== null && /[/+]json\b/i.test(contentType);

const toWireBody = async (request: Request): Promise<BodyInit | null> => {
  if (request.body === null) return null;
  const text = await request.clone().text();
  if (!isJson(request.headers.get('content-type')) || text === '') return text;
  return JSON.stringify(snakify(JSON.parse(text)));
};

/**
 * The wire speaks snake_case inside a `data` envelope; the app speaks camelCase without it (DESIGN §4).
 * Out: query parameter names and JSON body keys to snake_case. In: JSON bodies unwrapped and camelized
 * (error bodies camelized only). Operations marked `x-preserve-case` keep the provider's keys on the marked side.
 */
export const caseMiddleware: Middleware = {
  async onRequest({ request, schemaPath }) {
    if (caseRuleFor(schemaPath, request.method).request) return undefined;
    const url = snakeQuery(request.url);
    if (request.body === null && url === request.url) return undefined;
    return copyRequest(request, url, await toWireBody(request));
  },

  async onResponse({ request, response, schemaPath }) {
    if (response.status === 204 || !isJson(response.headers.get('content-type'))) return undefined;
    const preserve = caseRuleFor(schemaPath, request.method).response;
    const text = await response.text();
    let converted = text;
    if (text !== '') {
      try {
        const body: unknown = JSON.parse(text);
        converted = JSON.stringify(response.ok ? unwrap(body, preserve) : preserve ? body : camelize(body));
      } catch {
        // Not JSON after all: hand the text on unchanged; the caller reports it as the server sent it.
      }
    }
    const headers = new Headers(response.headers);
    // The body changed size; a stale Content-Length would mislead openapi-fetch's empty-body check.
    headers.delete('content-length');
    return new Response(converted, { status: response.status, statusText: response.statusText, headers });
  },
};
