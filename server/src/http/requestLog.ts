import { randomUUID } from 'node:crypto';

// One JSON line per request (issue 21): request id, tenant, operation id, method, status, duration. Never the path
// or the query (a password-reset token or an e-mail address may travel there), never a header or a body.

/** What the pipeline learns about a request while answering it; null until known. */
export type RequestTrace = { tenant: string | null; operation: string | null };

export type RequestLine = {
  readonly time: string;
  readonly msg: 'request';
  readonly id: string;
  readonly tenant: string | null;
  readonly operation: string | null;
  readonly method: string;
  readonly status: number;
  readonly duration_ms: number;
};

/** An incoming X-Request-Id is kept when it is a plain token (a proxy's or a client's); anything else is replaced. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(header: string | undefined | null): string {
  return header && WELL_FORMED.test(header) ? header : randomUUID();
}

export function requestLine(id: string, method: string, trace: RequestTrace, status: number, startedMs: number, nowMs: number): string {
  const line: RequestLine = {
    time: new Date().toISOString(),
    msg: 'request',
    id,
    tenant: trace.tenant,
    operation: trace.operation,
    method,
    status,
    duration_ms: Math.round((nowMs - startedMs) * 10) / 10,
  };
  return JSON.stringify(line);
}
