/**
 * shell §5 "Redaction before sending events", for monitoring events: the browser redacts before it
 * sends to the collector, the server redacts again on receipt (it trusts no client). Pure functions
 * over JSON-like data; the input is never changed, a new structure is returned.
 *
 *   - phone: first 3 and last 4 kept
 *   - e-mail: first 3 kept plus the domain
 *   - national id and bank card (16 to 19 digits): masked
 *   - IPv4: last two parts hidden
 *   - fields named like password, token, key, secret, sign, auth: fully masked
 *   - wallet address: 8 and 8 kept
 *   - order id: 4 and 4 kept
 *   - tx hash: 6 and 6 kept
 *
 * The text recognisers and their order are in text-redaction.ts.
 */
import {
  capLength,
  FILTERED_VALUE,
  FixedPoints,
  isOrderIdFieldName,
  isPhoneFieldName,
  isSensitiveFieldName,
  looksLikePhone,
  maskOrderId,
  maskPhone,
  MAX_REDACTED_STRING_LENGTH,
  ORDER_ID_VALUE,
  redactHost,
  redactText,
  untilStable,
} from './text-redaction';
import { joinQuery, joinUrl, safeDecode, splitQuery, splitUrl } from './url-parts';

export {
  FILTERED_VALUE,
  isSensitiveFieldName,
  MAX_REDACTED_STRING_LENGTH,
  redactText,
  TRUNCATED_MARKER,
  MASK_CHAR,
} from './text-redaction';

/** Objects and arrays nested deeper than this are replaced by {@link MAX_DEPTH_MARKER}. */
export const MAX_REDACTION_DEPTH = 20;

/** Replaces an object or array nested deeper than {@link MAX_REDACTION_DEPTH}. */
export const MAX_DEPTH_MARKER = '[MaxDepth]';

/** Replaces a reference to an object that contains it. */
export const CIRCULAR_MARKER = '[Circular]';

// ---------------------------------------------------------------------------------------------
// URLs

/** Schemes written without `//` whose rest is an address: `mailto:a@b.io`, `tel:+86…`. */
const OPAQUE_SCHEME = /^(?:mailto|tel|sms|callto):/i;

/** A string that is read as a URL wherever it is found: `scheme://…`, `//host…` or `/path…`. */
function looksLikeUrl(text: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(text) || text.startsWith('/') || OPAQUE_SCHEME.test(text);
}

/**
 * Percent-encodes a redacted component, only where a character would change how the URL is read
 * (`%`, `/`, `?`, `#`, `&`, `=`, white space): `abc***@mail.example` and [Filtered] stay readable, and
 * decoding gives the redacted text back exactly.
 */
function encodeComponent(text: string): string {
  return text.replace(/[%/?#&=\s]/g, (char) => encodeURIComponent(char));
}

/**
 * Redacts one path segment or query value: decoded, redacted as text (or as a URL when it is one, as
 * in `?redirect=https%3A…`), encoded again. Left exactly as it was when nothing in it is sensitive;
 * redacted as it stands when it is not valid percent-encoding.
 */
function redactComponent(raw: string): string {
  const decoded = safeDecode(raw);
  if (decoded === null) return redactText(raw);
  const redacted = looksLikeUrl(decoded) ? redactUrl(decoded) : redactText(decoded);
  return redacted === decoded ? raw : encodeComponent(redacted);
}

/** A query value under a known name: sensitive names lose it, order and phone names keep ends. */
function redactNamedComponent(name: string, raw: string): string {
  const kind = fieldKind(name);
  if (kind.sensitive) return FILTERED_VALUE;
  const decoded = safeDecode(raw) ?? raw;
  if (kind.orderId && ORDER_ID_VALUE.test(decoded)) return maskOrderId(decoded);
  if (kind.phone && looksLikePhone(decoded)) return encodeComponent(maskPhone(decoded));
  return redactComponent(raw);
}

/**
 * Redacts a query string without its `?` (`a=1&token=x`): values of sensitive names become
 * [Filtered], order-id and phone names keep their ends, every other name and value is redacted as
 * text.
 */
export function redactQueryString(query: string): string {
  const pairs = splitQuery(query).map(({ name, value }) => {
    const decodedName = safeDecode(name) ?? name;
    return {
      name: redactComponent(name),
      value: value === null ? null : redactNamedComponent(decodedName, value),
    };
  });
  return joinQuery(pairs);
}

/** `user:pass@host:port`: the user part is a credential and goes whole; an IP host loses two parts. */
function redactAuthority(authority: string): string {
  const at = authority.lastIndexOf('@');
  const host = redactHost(authority.slice(at + 1));
  return at < 0 ? host : `${FILTERED_VALUE}@${host}`;
}

/** Each segment redacted as text; a numeric segment after `order`/`orders` is an order id. */
function redactPath(path: string): string {
  const segments = path.split('/');
  let afterOrder = false;
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index] ?? '';
    const redacted = afterOrder && ORDER_ID_VALUE.test(segment) ? maskOrderId(segment) : redactComponent(segment);
    afterOrder = /order/i.test(segment) && fieldKind(safeDecode(segment) ?? segment).orderId;
    segments[index] = redacted;
  }
  return segments.join('/');
}

/** A fragment is a route (`#/orders/1?x`), a query (`#access_token=…`) or text. */
function redactFragment(fragment: string): string {
  if (fragment.startsWith('/') || fragment.startsWith('!/')) return redactUrl(fragment);
  if (fragment.includes('=')) return redactQueryString(fragment);
  return redactComponent(fragment);
}

const REDACTED_URLS = new FixedPoints();

/** One pass over a URL, cut again if it grew past the cap. */
function urlStep(url: string): string {
  return capLength(redactUrlOnce(url));
}

function redactUrlOnce(url: string): string {
  const parts = splitUrl(url);
  // A scheme without `//` is one only when it is known: `token:abc` is a pair, not a URL, so its
  // "scheme" is read as the start of the path.
  const known = parts.authority !== null || OPAQUE_SCHEME.test(parts.scheme);
  return joinUrl({
    scheme: known ? parts.scheme : '',
    authority: parts.authority === null ? null : redactAuthority(parts.authority),
    path: redactPath(known ? parts.path : parts.scheme + parts.path),
    query: parts.query === null ? null : redactQueryString(parts.query),
    fragment: parts.fragment === null ? null : redactFragment(parts.fragment),
  });
}

/**
 * Redacts a URL (absolute, protocol-relative or a path): query values under sensitive names become
 * [Filtered], other names and values, path segments and the fragment are redacted as text, the user
 * part of the authority goes and an IP host loses its last two parts. Never throws: anything it
 * cannot take apart is redacted as text.
 */
export function redactUrl(url: string): string {
  try {
    return untilStable(urlStep, capLength(url), REDACTED_URLS);
  } catch {
    return redactText(url);
  }
}

// ---------------------------------------------------------------------------------------------
// JSON-like values

/** Fields set by the monitoring SDK whose value is kept when it has the shape of a hex id. */
const TECHNICAL_ID_FIELDS: ReadonlySet<string> = new Set(['event_id', 'trace_id', 'span_id', 'parent_span_id']);
const HEX_ID = /^(?:[\da-f]{16}|[\da-f]{32})$/;

/** Fields whose string value is a URL whatever it looks like (breadcrumb `to`/`from`, frame `filename`). */
const URL_FIELD = /^(?:url|uri|href|src|to|from|referr?er|location|filename|abspath)$/;

function isUrlFieldName(name: string): boolean {
  return URL_FIELD.test(name.toLowerCase().replace(/[\s_.-]/g, ''));
}

/** What a field's name says about its value. */
interface FieldKind {
  /** The name itself redacted as text (an object may be keyed by an e-mail). */
  readonly redactedName: string;
  readonly sensitive: boolean;
  readonly orderId: boolean;
  readonly phone: boolean;
  readonly url: boolean;
}

const NO_NAME: FieldKind = { redactedName: '', sensitive: false, orderId: false, phone: false, url: false };

/**
 * Field names repeat across events (`message`, `data`, `url`...): their kind is remembered, for short
 * names and up to 1000 of them (a cache, not state: the answer for a name never changes).
 */
const FIELD_KINDS = new Map<string, FieldKind>();

function fieldKind(name: string | undefined): FieldKind {
  if (name === undefined) return NO_NAME;
  const known = FIELD_KINDS.get(name);
  if (known) return known;
  const kind: FieldKind = {
    redactedName: redactText(name),
    sensitive: isSensitiveFieldName(name),
    orderId: isOrderIdFieldName(name),
    phone: isPhoneFieldName(name),
    url: isUrlFieldName(name),
  };
  if (name.length <= 64) {
    if (FIELD_KINDS.size >= 1000) FIELD_KINDS.clear();
    FIELD_KINDS.set(name, kind);
  }
  return kind;
}

/** The walk's state: how deep it is, and the objects it is inside of (to spot cycles). */
interface Walk {
  readonly depth: number;
  /** At most {@link MAX_REDACTION_DEPTH} + 1 objects: a list is quicker to search than a set. */
  readonly ancestors: object[];
}

/** A string that holds a JSON object or array, as request bodies often do. */
function parseJsonContainer(text: string): unknown {
  if (!/^\s*[[{]/.test(text)) return undefined;
  const trimmed = text.trim();
  const object = trimmed.startsWith('{') && trimmed.endsWith('}');
  const array = trimmed.startsWith('[') && trimmed.endsWith(']');
  if ((!object && !array) || text.length > MAX_REDACTED_STRING_LENGTH) return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A string under `key`: an order id or phone field keeps its ends, a URL is redacted as one, a JSON
 * body is parsed, redacted as data and written back (compact), anything else is redacted as text.
 */
function redactString(value: string, key: string | undefined, walk: Walk): string {
  const kind = fieldKind(key);
  if (kind.orderId && ORDER_ID_VALUE.test(value)) return maskOrderId(value);
  if (kind.phone && looksLikePhone(value)) return maskPhone(value);
  if (kind.url || looksLikeUrl(value)) return redactUrl(value);
  const json = parseJsonContainer(value);
  if (json !== undefined) {
    const written = JSON.stringify(redactAt(json, key, walk)) ?? '';
    // Longer than the cap, a second redaction would take it as text: take it as text now.
    return written.length > MAX_REDACTED_STRING_LENGTH ? redactText(written) : written;
  }
  return redactText(value);
}

/**
 * A number under `key`: an order id in an order field (6 digits or more) and a phone number in a
 * phone field become masked strings; any other number whose digits a text rule recognises (an
 * 11-digit mobile number, a card) becomes the redacted string; the rest stay numbers.
 */
function redactNumber(value: number, key: string | undefined): number | string {
  if (!Number.isFinite(value)) return value;
  const text = String(value);
  const kind = fieldKind(key);
  if (kind.orderId && ORDER_ID_VALUE.test(text)) return maskOrderId(text);
  if (kind.phone && looksLikePhone(text)) return maskPhone(text);
  const redacted = redactText(text);
  return redacted === text ? value : redacted;
}

/**
 * The fields to read: a plain object's own; for any other object a plain copy of its own enumerable
 * fields, an Error's name, message and stack first. An object whose fields cannot be read gives none.
 */
function readable(value: object): Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype === Object.prototype || prototype === null) return value as Record<string, unknown>;
  try {
    const own: Record<string, unknown> = { ...value };
    return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack, ...own } : own;
  } catch {
    return {};
  }
}

/** Reads a field; a getter that throws reads as undefined (the field is then left out). */
function readField(record: Record<string, unknown>, key: string): unknown {
  try {
    return record[key];
  } catch {
    return undefined;
  }
}

/** Sets `key` on `target`, `__proto__` included as a plain property. */
function setEntry(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

function redactObject(value: object, walk: Walk): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const record = readable(value);
  for (const key of Object.keys(record)) {
    const child = readField(record, key);
    const redacted = redactAt(child, key, walk);
    // Functions and symbols are not data: dropped, as JSON would drop them.
    if (redacted === undefined && child !== undefined) continue;
    // Keys are text too (an object keyed by e-mail); the rules for the value read the original key.
    setEntry(out, fieldKind(key).redactedName, redacted);
  }
  return out;
}

function redactContainer(value: object, key: string | undefined, walk: Walk): unknown {
  if (walk.depth > MAX_REDACTION_DEPTH) return MAX_DEPTH_MARKER;
  if (walk.ancestors.includes(value)) return CIRCULAR_MARKER;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  walk.ancestors.push(value);
  const inner: Walk = { depth: walk.depth + 1, ancestors: walk.ancestors };
  const out = Array.isArray(value) ? redactArray(value as unknown[], key, inner) : redactObject(value, inner);
  walk.ancestors.pop();
  return out;
}

/** An array's items are read under the array's name: `orderIds: ['100000123']`. */
function redactArray(items: readonly unknown[], key: string | undefined, walk: Walk): unknown[] {
  const out: unknown[] = new Array<unknown>(items.length);
  for (let index = 0; index < items.length; index++) out[index] = redactAt(items[index], key, walk);
  return out;
}

/** The deep walk: `value` found under `key` (undefined at the root or in an unnamed place). */
function redactAt(value: unknown, key: string | undefined, walk: Walk): unknown {
  if (fieldKind(key).sensitive) return value === undefined ? undefined : FILTERED_VALUE;
  if (key !== undefined && TECHNICAL_ID_FIELDS.has(key) && typeof value === 'string' && HEX_ID.test(value)) {
    return value;
  }
  switch (typeof value) {
    case 'string':
      return redactString(value, key, walk);
    case 'number':
      return redactNumber(value, key);
    case 'bigint':
      // Not JSON: written as its digits, redacted as text.
      return redactText(value.toString());
    case 'boolean':
    case 'undefined':
      return value;
    case 'function':
    case 'symbol':
      return undefined;
  }
  return typeof value === 'object' && value !== null ? redactContainer(value, key, walk) : null;
}

/**
 * Redacts JSON-like data (objects, arrays, strings, numbers, booleans, null) found under `keyName`,
 * deeply, into a new structure; the input is not changed. Sensitive field names hide their value
 * whole, whatever its type; order-id and phone fields keep their ends; strings are redacted as text,
 * as URLs when they are URLs (`scheme://`, `//`, `/…`, or a url/href/to/from field), and as data when
 * they hold a JSON object or array. Guards: objects deeper than {@link MAX_REDACTION_DEPTH} become
 * {@link MAX_DEPTH_MARKER}, a cycle becomes {@link CIRCULAR_MARKER}, strings are cut at
 * {@link MAX_REDACTED_STRING_LENGTH}; functions and symbols are dropped, a Date becomes its ISO text,
 * a bigint its redacted digits, an Error its name, message and stack.
 */
export function redactValue(value: unknown, keyName?: string): unknown {
  return redactAt(value, keyName, { depth: 0, ancestors: [] });
}

// ---------------------------------------------------------------------------------------------
// Events

/** A breadcrumb: what happened before the event (navigation, fetch, click, console). */
export interface MonitoringBreadcrumb {
  type?: string;
  category?: string;
  message?: string;
  level?: string;
  timestamp?: number;
  data?: Record<string, unknown>;
  [key: string]: unknown;
}

/** One exception of the event. */
export interface MonitoringException {
  type?: string;
  value?: string;
  stacktrace?: unknown;
  mechanism?: unknown;
  [key: string]: unknown;
}

/** The request the page was on (browser) or made (server). */
export interface MonitoringRequest {
  url?: string;
  method?: string;
  query_string?: string | Record<string, unknown> | [string, string][];
  data?: unknown;
  headers?: Record<string, unknown>;
  cookies?: Record<string, unknown> | string;
  env?: Record<string, unknown>;
  [key: string]: unknown;
}

/** An event shaped like a Sentry event, as far as redaction cares. */
export interface MonitoringEvent {
  event_id?: string;
  message?: unknown;
  exception?: { values?: MonitoringException[]; [key: string]: unknown };
  breadcrumbs?: MonitoringBreadcrumb[] | { values?: MonitoringBreadcrumb[] };
  request?: MonitoringRequest;
  tags?: Record<string, unknown>;
  extra?: Record<string, unknown>;
  user?: Record<string, unknown>;
  contexts?: Record<string, unknown>;
  [key: string]: unknown;
}

const REDACTED_QUERIES = new FixedPoints();

/** One pass over a query string, cut again if it grew past the cap. */
function queryStep(query: string): string {
  return capLength(redactQueryString(query));
}

/** `query_string` comes as text, as `[name, value]` pairs or as an object. */
function redactQueryField(query: unknown, walk: Walk): unknown {
  if (typeof query === 'string') {
    const bare = query.startsWith('?') ? query.slice(1) : query;
    return (bare === query ? '' : '?') + untilStable(queryStep, capLength(bare), REDACTED_QUERIES);
  }
  if (!Array.isArray(query)) return redactAt(query, 'query_string', walk);
  return (query as unknown[]).map((pair) => {
    if (!Array.isArray(pair) || typeof pair[0] !== 'string') return redactAt(pair, 'query_string', walk);
    const [name, value] = pair as [string, unknown];
    return [fieldKind(name).redactedName, redactAt(value, name, walk)];
  });
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The request: `url` always as a URL, `query_string` by its parameter names, the rest as data. */
function redactRequest(request: unknown, walk: Walk): unknown {
  if (!isPlainRecord(request)) return redactAt(request, 'request', walk);
  const inner: Walk = { depth: walk.depth + 1, ancestors: walk.ancestors };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(request)) {
    if (key === 'url' && typeof value === 'string') setEntry(out, key, redactUrl(value));
    else if (key === 'query_string') setEntry(out, key, redactQueryField(value, inner));
    else setEntry(out, fieldKind(key).redactedName, redactAt(value, key, inner));
  }
  return out;
}

/**
 * Redacts a monitoring event (message, exception values and stack frames, breadcrumbs with their
 * message and data, request with url, query_string, data, headers and cookies, tags, extra, user,
 * contexts, and any other field) with {@link redactValue}'s rules; `request.url` and every URL
 * field through {@link redactUrl}, `request.query_string` by its parameter names. Hex ids set by the
 * SDK (event_id, trace and span ids) are kept. Returns a new event.
 */
export function redactEvent(event: MonitoringEvent): MonitoringEvent {
  const walk: Walk = { depth: 1, ancestors: [event] };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(event)) {
    if (key === 'request') setEntry(out, key, redactRequest(value, walk));
    else setEntry(out, fieldKind(key).redactedName, redactAt(value, key, walk));
  }
  // Every field of the event type is optional and open (`[key: string]: unknown`); the walk keeps
  // each field's kind (a masked order id may turn a number into a string, which `unknown` allows).
  return out as MonitoringEvent;
}
