/**
 * Which errors mean "the database cannot be reached right now" (a restart, a failover, a killed
 * connection, a timeout) rather than "this query is wrong". Those answer 503 and are retried by
 * the caller; everything else stays a 500 (decision 0017).
 */

/** The answer's message while the database is unreachable. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable, please try again';

/** SQLSTATE codes of a server going away or refusing work for a while. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown: another backend crashed, the server restarts
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
  '57014', // query_canceled: our statement_timeout; the server is too slow to answer now
]);

/** SQLSTATE class 08: connection exception (08000, 08001, 08003, 08006, …). */
const CONNECTION_EXCEPTION_CLASS = '08';

/** Node socket and DNS errors on the way to the server. */
const UNAVAILABLE_SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool report these as plain Errors without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pg-pool connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Query read timeout$/, // pg query_timeout: the server never answered
  /^Cannot use a pool after calling end on the pool$/, // shutting down
];

/** Drizzle wraps driver errors (cause); Node's happy-eyeballs connect throws an AggregateError. */
const MAX_DEPTH = 5;

function stringField(value: unknown, field: 'code' | 'message'): string | undefined {
  if (typeof value !== 'object' || value === null || !(field in value)) return undefined;
  const found: unknown = Reflect.get(value, field);
  return typeof found === 'string' ? found : undefined;
}

function nested(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [];
  const inner: unknown[] = [];
  if ('cause' in value) inner.push(value.cause);
  if ('errors' in value && Array.isArray(value.errors)) inner.push(...value.errors);
  return inner;
}

function unavailableHere(error: unknown): boolean {
  const code = stringField(error, 'code');
  if (code !== undefined) {
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SYSTEM_CODES.has(code)) return true;
    if (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
  }
  const message = stringField(error, 'message');
  return message !== undefined && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/** True when the error, or one it wraps, says the database is unreachable for now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let layer: unknown[] = [error];
  for (let depth = 0; depth < MAX_DEPTH && layer.length > 0; depth++) {
    if (layer.some(unavailableHere)) return true;
    layer = layer.flatMap(nested);
  }
  return false;
}

/**
 * One line for the log: the innermost driver error's code and message (Drizzle's wrapper repeats
 * the whole query, which says nothing about a lost connection).
 */
export function databaseErrorSummary(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const [inner] = nested(current);
    if (inner === undefined) break;
    current = inner;
  }
  const code = stringField(current, 'code');
  const message = (stringField(current, 'message') ?? String(current)).replace(/\s+/g, ' ').trim();
  return code ? `${code} ${message}` : message;
}

/**
 * Whether `error` (or an error it wraps: drizzle wraps the driver's) is PostgreSQL's `sqlstate`,
 * e.g. '23505' unique_violation, '23514' check_violation.
 */
export function hasSqlState(error: unknown, sqlstate: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === sqlstate) return true;
  }
  return false;
}
