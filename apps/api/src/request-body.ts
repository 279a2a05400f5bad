import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiEnvBindings } from './app';

export type BodyOutcome<T> = { ok: true; data: T } | { ok: false; status: 400 | 415; message: string };

type Refusal = { ok: false; status: 400 | 415; message: string };
type RawBody = Record<string, unknown>;
/** The fields, and which form fields came more than once. */
type Raw = { body: RawBody; repeated: ReadonlySet<string> };

const MEDIA_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'] as const;
const ACCEPTED_MEDIA_TYPES: ReadonlySet<string> = new Set(MEDIA_TYPES);
/** Charset labels that mean UTF-8 here (US-ASCII is a subset of it). */
const UTF8_LABELS: ReadonlySet<string> = new Set(['utf-8', 'utf8', 'unicode-1-1-utf-8', 'us-ascii']);

const NOT_UTF8 = 'The body is not valid UTF-8 text';
const MALFORMED_FORM = 'The form body is malformed';

/** Throws on bytes that are not UTF-8, instead of turning them into U+FFFD (two passwords would then match). */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/** A content type's media type and charset parameter (RFC 9110 §8.3; the value may be quoted). */
export function parseContentType(header: string): { mediaType: string; charset: string | null } {
  const [type = '', ...params] = header.split(';');
  let charset: string | null = null;
  for (const param of params) {
    const eq = param.indexOf('=');
    if (eq >= 0 && param.slice(0, eq).trim().toLowerCase() === 'charset') {
      charset = param
        .slice(eq + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase();
    }
  }
  return { mediaType: type.trim().toLowerCase(), charset };
}

/**
 * The fields as an object without a prototype, so a field named `__proto__`, `constructor` or
 * `toString` is only a field: never the object's prototype, and never "already there".
 */
function fieldsObject(fields: ReadonlyMap<string, unknown>): RawBody {
  const body: RawBody = Object.create(null);
  for (const [key, value] of fields) body[key] = value;
  return body;
}

/** Form fields as strings; a field sent twice becomes a list (and is refused by the schema). */
function collect(entries: Iterable<[string, unknown]>): Raw {
  const fields = new Map<string, unknown>();
  const repeated = new Set<string>();
  for (const [key, value] of entries) {
    // An empty form field means "not given", as browsers send every input of a form.
    if (value === '') continue;
    const previous = fields.get(key);
    if (previous !== undefined) repeated.add(key);
    fields.set(
      key,
      previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value],
    );
  }
  return { body: fieldsObject(fields), repeated };
}

const isHexDigit = (byte: number | undefined) =>
  byte !== undefined &&
  ((byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66));

/** WHATWG percent-decoding ('+' is a space, a % without two hex digits stays), then strict UTF-8. */
function formDecode(text: string): string | null {
  const bytes = encoder.encode(text.replace(/\+/g, ' '));
  if (!bytes.includes(0x25)) return text.replace(/\+/g, ' ');
  const out = new Uint8Array(bytes.length);
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] ?? 0;
    if (byte === 0x25 && isHexDigit(bytes[i + 1]) && isHexDigit(bytes[i + 2])) {
      out[n++] = Number.parseInt(String.fromCharCode(bytes[i + 1] ?? 0, bytes[i + 2] ?? 0), 16);
      i += 2;
    } else {
      out[n++] = byte;
    }
  }
  return decodeUtf8(out.subarray(0, n));
}

/**
 * application/x-www-form-urlencoded as the WHATWG URL standard parses it, except that escapes
 * which do not form UTF-8 are refused rather than replaced; null then.
 */
function parseUrlEncoded(text: string): [string, string][] | null {
  const pairs: [string, string][] = [];
  for (const piece of text.split('&')) {
    if (piece === '') continue;
    const eq = piece.indexOf('=');
    const name = formDecode(eq < 0 ? piece : piece.slice(0, eq));
    const value = formDecode(eq < 0 ? '' : piece.slice(eq + 1));
    if (name === null || value === null) return null;
    pairs.push([name, value]);
  }
  return pairs;
}

/** A UTF-16 surrogate that is not half of a pair: JSON's "\ud800" escapes can make one, UTF-8 cannot. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

function readJson(text: string): ({ ok: true } & Raw) | Refusal {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, message: 'The body is not valid JSON' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, status: 400, message: 'The body must be a JSON object of fields' };
  }
  const fields = new Map(Object.entries(json));
  for (const [key, value] of fields) {
    if (LONE_SURROGATE.test(key)) return { ok: false, status: 400, message: 'A field name is not valid Unicode text' };
    if (typeof value === 'string' && LONE_SURROGATE.test(value))
      return { ok: false, status: 400, message: `${key} is not valid Unicode text` };
  }
  return { ok: true, body: fieldsObject(fields), repeated: new Set() };
}

async function readMultipart(bytes: Uint8Array, contentType: string): Promise<({ ok: true } & Raw) | Refusal> {
  let form: FormData;
  try {
    // A copy on a plain ArrayBuffer: what every lib typing of Response takes as a body.
    form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { ok: false, status: 400, message: MALFORMED_FORM };
  }
  const entries = [...form.entries()];
  // Text fields must be UTF-8 (the parser would replace bad bytes); a file is refused by name below.
  if (entries.every(([, value]) => typeof value === 'string') && decodeUtf8(bytes) === null) {
    return { ok: false, status: 400, message: NOT_UTF8 };
  }
  return { ok: true, ...collect(entries) };
}

/**
 * The body's bytes. Served by the API's own server, with a declared length (which the body limit
 * has checked), straight from the Node request: building the WHATWG Request only to read a small
 * form from it cost the order hot path more than its statement does (decision 0044). Otherwise
 * (in process behind the web server, tests, a chunked body the body limit reads) through the Request.
 */
async function bodyBytes(c: Context): Promise<Uint8Array> {
  const incoming = (c.env as ApiEnvBindings | undefined)?.incoming;
  const declared = c.req.header('content-length') !== undefined && c.req.header('transfer-encoding') === undefined;
  if (incoming !== undefined && declared && !incoming.readableDidRead) {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
  return new Uint8Array(await c.req.arrayBuffer());
}

async function readRaw(c: Context): Promise<({ ok: true } & Raw) | Refusal> {
  const header = c.req.header('content-type') ?? '';
  const { mediaType, charset } = parseContentType(header);
  if (!ACCEPTED_MEDIA_TYPES.has(mediaType))
    return { ok: false, status: 415, message: `Send the body as ${MEDIA_TYPES.join(', ')}` };
  // Bodies are read as UTF-8; one that says it is something else would be misread, not refused.
  if (charset !== null && !UTF8_LABELS.has(charset))
    return { ok: false, status: 415, message: 'Send the body as UTF-8 text (charset=utf-8)' };
  const bytes = await bodyBytes(c);
  if (mediaType === 'multipart/form-data') return readMultipart(bytes, header);
  const text = decodeUtf8(bytes);
  if (text === null) return { ok: false, status: 400, message: NOT_UTF8 };
  if (mediaType === 'application/json') return readJson(text);
  const pairs = parseUrlEncoded(text);
  return pairs === null ? { ok: false, status: 400, message: NOT_UTF8 } : { ok: true, ...collect(pairs) };
}

/** One readable sentence per problem, naming the field (shell §7 bodies are flat). */
function describe(issue: z.core.$ZodIssue, { body, repeated }: Raw): string {
  const field = issue.path.map(String).join('.') || 'body';
  if (repeated.has(field)) return `${field} was sent more than once`;
  if (issue.code === 'invalid_type') {
    const value = body[String(issue.path[0])];
    if (value === undefined) return `${field} is required`;
    if (typeof File !== 'undefined' && value instanceof File) return `${field} must be text, not a file`;
    return `${field} must be ${issue.expected === 'string' ? 'text' : `a ${issue.expected}`}`;
  }
  return `${field}: ${issue.message}`;
}

/**
 * Read a form-encoded (shell §7 "form-encoded posts"), multipart or JSON body and parse it with
 * its contract. Whatever the client sends, the answer is a 400 or 415 with a message naming the
 * field, never an exception; text that is not UTF-8 (or, in JSON, not whole Unicode characters) is
 * refused rather than silently replaced.
 */
export async function readBody<S extends z.core.$ZodType>(c: Context, schema: S): Promise<BodyOutcome<z.infer<S>>> {
  const raw = await readRaw(c);
  if (!raw.ok) return raw;
  // The functional form: contracts are zod mini schemas (decision 0029), which classic zod parses too.
  const parsed = z.safeParse(schema, raw.body);
  if (parsed.success) return { ok: true, data: parsed.data };
  // The first problem of each field is the one worth telling.
  const byField = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    if (!byField.has(field)) byField.set(field, describe(issue, raw));
  }
  return { ok: false, status: 400, message: [...byField.values()].join('; ') };
}

/** readBody with an endpoint's input contract, which loads on use (decision 0031). */
export async function readEndpointBody<S extends z.core.$ZodType>(
  c: Context,
  endpoint: { schemas: () => Promise<{ body: S }> },
): Promise<BodyOutcome<z.infer<S>>> {
  return readBody(c, (await endpoint.schemas()).body);
}

/** A GET's query read with its endpoint's schema, or the first field it refused (and the raw value, if one was sent). */
export type QueryOutcome<T> =
  { ok: true; query: T } | { ok: false; field: string; value: string | undefined; problem: string | undefined };

/**
 * The query string read with the endpoint's own schema (its `body`, the input of a GET). An empty
 * value counts as not given, as forms send them. Each route table words the refusal its own way.
 */
export async function readEndpointQuery<S extends z.core.$ZodType>(
  c: Context,
  endpoint: { schemas: () => Promise<{ body: S }> },
): Promise<QueryOutcome<z.output<S>>> {
  const { body } = await endpoint.schemas();
  const raw: Record<string, string> = Object.create(null);
  for (const [name, value] of Object.entries(c.req.query())) if (value !== '') raw[name] = value;
  const result = z.safeParse(body, raw);
  if (result.success) return { ok: true, query: result.data };
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? '');
  return { ok: false, field, value: raw[field], problem: issue?.message };
}
