import type { Config } from '../config.ts';
import type { BodySpec } from '../contract/operation.ts';
import type { UploadedFile } from './context.ts';
import { message } from '../i18n/message.ts';
import { badRequest, payloadTooLarge, unsupportedMediaType, type Failure } from './failure.ts';
import { errResult, okResult, type Result } from '../result.ts';

export type ParsedBody = {
  /** The value to validate and hand to the handler (multipart: fields, file fields set to the file name). */
  readonly value: unknown;
  /** The content type it arrived as (null: no body); picks the schema to validate against. */
  readonly mediaType: string | null;
  readonly files: readonly UploadedFile[];
};

const MULTIPART = 'multipart/form-data';
const JSON_TYPE = 'application/json';
// Multipart framing (boundaries, part headers) on top of the file itself.
const MULTIPART_SLACK = 64 * 1024;

/** The body's length as the request declares it (`Content-Length`), or null when it does not (chunked). */
function declaredLength(request: Request): number | null {
  const header = request.headers.get('content-length');
  const declared = header === null || header.trim() === '' ? Number.NaN : Number(header);
  return Number.isSafeInteger(declared) && declared >= 0 ? declared : null;
}

async function readLimited(request: Request, max: number): Promise<Result<Uint8Array, Failure>> {
  const declared = declaredLength(request);
  if (declared !== null && declared > max) return errResult(payloadTooLarge());
  // A declared length within the limit is read at once: Node's HTTP parser delivers exactly that many bytes. On the
  // Node adapter's request this reads the socket's buffer directly, whereas asking for `body` built a web Request, its
  // stream and its AbortSignal first (a tenth of a task status change's time in the server's thread, issue 36.3).
  if (declared !== null) {
    const bytes = new Uint8Array(await request.arrayBuffer());
    return bytes.byteLength > max ? errResult(payloadTooLarge()) : okResult(bytes);
  }
  if (!request.body) return okResult(new Uint8Array());
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      // Stop reading: a client streaming gigabytes must not fill our memory.
      await reader.cancel().catch(() => undefined);
      return errResult(payloadTooLarge());
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return okResult(out);
}

function addField(into: Record<string, unknown>, name: string, value: unknown): void {
  const key = name.endsWith('[]') ? name.slice(0, -2) : name;
  const prev = Object.hasOwn(into, key) ? into[key] : undefined;
  if (prev === undefined) into[key] = name.endsWith('[]') ? [value] : value;
  else into[key] = Array.isArray(prev) ? [...(prev as unknown[]), value] : [prev, value];
}

async function parseMultipart(bytes: Uint8Array, contentType: string, config: Config): Promise<Result<ParsedBody, Failure>> {
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    // The parser's own words are English and technical: the reader gets ours.
    return errResult(badRequest(message('http.multipartUnreadable')));
  }
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const files: UploadedFile[] = [];
  for (const [name, entry] of form.entries()) {
    if (typeof entry === 'string') {
      addField(fields, name, entry);
      continue;
    }
    if (entry.size > config.uploadMaxBytes) return errResult(payloadTooLarge(message('http.fileTooLarge')));
    const file: UploadedFile = {
      field: name.endsWith('[]') ? name.slice(0, -2) : name,
      name: entry.name || 'file',
      type: entry.type || 'application/octet-stream',
      size: entry.size,
      bytes: new Uint8Array(await entry.arrayBuffer()),
    };
    files.push(file);
    addField(fields, name, file.name);
  }
  return okResult({ value: fields, mediaType: MULTIPART, files });
}

/**
 * Reads the body an operation declares: enforces content type (415), size (413) and syntax (400) so that no
 * malformed request ever reaches validation or a handler. Operations without a request body ignore any body.
 */
export async function readBody(request: Request, spec: BodySpec | null, config: Config): Promise<Result<ParsedBody, Failure>> {
  const none: ParsedBody = { value: undefined, mediaType: null, files: [] };
  if (spec === null) return okResult(none);

  const header = request.headers.get('content-type') ?? '';
  const mediaType = header.split(';')[0]?.trim().toLowerCase() ?? '';
  const declared = declaredLength(request);
  // Asked of the headers first: reading `body` builds the web Request that readLimited's fast path avoids.
  const mayHaveBody = declared === null ? request.body !== null : declared > 0;
  const expected = [...spec.contentTypes.keys()];

  // An absent body is treated as an empty object/form so that validation lists the missing fields (422).
  const empty = (): ParsedBody => ({ value: {}, mediaType: expected.includes(JSON_TYPE) ? JSON_TYPE : (expected[0] ?? null), files: [] });

  if (!mayHaveBody && mediaType === '') return okResult(spec.required ? empty() : none);
  if (!spec.contentTypes.has(mediaType)) {
    return errResult(unsupportedMediaType(message('http.unsupportedMediaType', { given: mediaType || '—', expected: expected.join(', ') })));
  }

  const max = mediaType === MULTIPART ? config.uploadMaxBytes + MULTIPART_SLACK : config.bodyMaxBytes;
  const read = await readLimited(request, max);
  if (!read.ok) return read;
  const bytes = read.value;
  if (bytes.byteLength === 0) return okResult(spec.required ? { ...empty(), mediaType } : none);

  if (mediaType === MULTIPART) return parseMultipart(bytes, header, config);

  if (mediaType === JSON_TYPE || mediaType.endsWith('+json')) {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return errResult(badRequest(message('http.notUtf8')));
    }
    try {
      return okResult({ value: JSON.parse(text) as unknown, mediaType, files: [] });
    } catch {
      return errResult(badRequest(message('http.notJson')));
    }
  }
  if (mediaType === 'application/x-www-form-urlencoded') {
    const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const [k, v] of new URLSearchParams(new TextDecoder().decode(bytes))) addField(fields, k, v);
    return okResult({ value: fields, mediaType, files: [] });
  }
  // Declared binary bodies (e.g. application/octet-stream) reach the handler as raw bytes.
  return okResult({ value: bytes, mediaType, files: [] });
}
