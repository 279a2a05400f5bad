import type { Context } from 'hono';
import type { z } from 'zod';

export type BodyOutcome<T> = { ok: true; data: T } | { ok: false; status: 400 | 415; message: string };

type RawBody = Record<string, unknown>;
/** The fields, and which form fields came more than once. */
type Raw = { body: RawBody; repeated: ReadonlySet<string> };

const MEDIA_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'] as const;

/** Form fields as strings; a field sent twice becomes a list (and is refused by the schema). */
function collect(entries: Iterable<[string, unknown]>): Raw {
  const body: RawBody = {};
  const repeated = new Set<string>();
  for (const [key, value] of entries) {
    // An empty form field means "not given", as browsers send every input of a form.
    if (value === '') continue;
    const previous = body[key];
    if (previous !== undefined) repeated.add(key);
    body[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return { body, repeated };
}

async function readRaw(c: Context): Promise<({ ok: true } & Raw) | { ok: false; status: 400 | 415; message: string }> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType === 'application/x-www-form-urlencoded') {
    return { ok: true, ...collect(new URLSearchParams(await c.req.text())) };
  }
  if (mediaType === 'multipart/form-data') {
    try {
      const form = await c.req.formData();
      return { ok: true, ...collect(form.entries()) };
    } catch {
      return { ok: false, status: 400, message: 'The form body is malformed' };
    }
  }
  if (mediaType === 'application/json') {
    let json: unknown;
    try {
      json = JSON.parse(await c.req.text());
    } catch {
      return { ok: false, status: 400, message: 'The body is not valid JSON' };
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      return { ok: false, status: 400, message: 'The body must be a JSON object of fields' };
    }
    return { ok: true, body: Object.fromEntries(Object.entries(json)), repeated: new Set() };
  }
  return { ok: false, status: 415, message: `Send the body as ${MEDIA_TYPES.join(', ')}` };
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
 * field, never an exception.
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<BodyOutcome<z.infer<S>>> {
  const raw = await readRaw(c);
  if (!raw.ok) return raw;
  const parsed = schema.safeParse(raw.body);
  if (parsed.success) return { ok: true, data: parsed.data };
  // The first problem of each field is the one worth telling.
  const byField = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    if (!byField.has(field)) byField.set(field, describe(issue, raw));
  }
  return { ok: false, status: 400, message: [...byField.values()].join('; ') };
}
