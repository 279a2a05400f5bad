import { MONITORING_BROWSER_DSN } from '@meridian/contracts';
import { type MonitoringEvent, redactEvent } from '@meridian/domain';
import type { Database } from '../db/database';
import { takeWindowSlot } from '../db/queries/compliance-calls';
import { insertMonitoringEvents, type MonitoringEventRow } from '../db/queries/monitoring';

/** The largest envelope the collector reads (a 413 beyond): errors with stacks fit many times over. */
export const MONITORING_ENVELOPE_MAX_BYTES = 64 * 1024;
/** Items one envelope may hold (the SDK sends one event per envelope). */
export const MONITORING_ITEMS_PER_ENVELOPE = 20;
/** Envelopes one client network may send in a minute (a 429 beyond). */
export const MONITORING_ENVELOPES_PER_MINUTE = 300;
/** The stored event's title, at most. */
const TITLE_MAX = 512;
/** Breadcrumbs kept per event (the newest). */
const BREADCRUMBS_KEPT = 30;

const EVENT_ID = /^[0-9a-f]{32}$/;

type JsonObject = Record<string, unknown>;

function jsonObject(line: string | undefined): JsonObject | undefined {
  if (line === undefined || line.trim() === '') return undefined;
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : undefined;
  } catch {
    return undefined;
  }
}

export type ParsedEnvelope =
  { ok: true; items: Array<{ type: string; payload: JsonObject | undefined }> } | { ok: false; message: string };

/**
 * A Sentry envelope (one JSON header line, then an item header line and its payload line per item:
 * JSON payloads hold no newline). Only envelopes for MONITORING_BROWSER_DSN are read.
 */
export function parseEnvelope(text: string): ParsedEnvelope {
  const lines = text.split('\n');
  const header = jsonObject(lines[0]);
  if (!header) return { ok: false, message: 'The first line must be the envelope header, a JSON object.' };
  if (header['dsn'] !== MONITORING_BROWSER_DSN) {
    return { ok: false, message: 'The envelope is not for this collector (its dsn names another project).' };
  }
  const items: Array<{ type: string; payload: JsonObject | undefined }> = [];
  for (let line = 1; line < lines.length; line += 2) {
    if ((lines[line] ?? '').trim() === '' && line === lines.length - 1) break;
    const itemHeader = jsonObject(lines[line]);
    const type = itemHeader?.['type'];
    if (typeof type !== 'string') return { ok: false, message: `Line ${line + 1} must be an item header with a type.` };
    if (items.length === MONITORING_ITEMS_PER_ENVELOPE) {
      return { ok: false, message: `At most ${MONITORING_ITEMS_PER_ENVELOPE} items in one envelope.` };
    }
    items.push({ type, payload: jsonObject(lines[line + 1]) });
  }
  return { ok: true, items };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** What kind of event it is: a web vital or a custom event (by the tag the page sets), an error, or a message. */
function kindOf(event: JsonObject): string {
  const tags = event['tags'];
  const tagged = typeof tags === 'object' && tags !== null ? text((tags as JsonObject)['kind']) : undefined;
  if (tagged === 'web-vital' || tagged === 'custom') return tagged;
  return event['exception'] ? 'error' : 'message';
}

function titleOf(event: JsonObject): string {
  const exception = event['exception'] as { values?: Array<{ type?: unknown; value?: unknown }> } | undefined;
  const first = Array.isArray(exception?.values) ? exception.values[0] : undefined;
  const message = event['message'];
  const title = first
    ? [text(first.type), text(first.value)].filter(Boolean).join(': ')
    : (text(message) ?? text((message as JsonObject | undefined)?.['formatted']) ?? '');
  return title.slice(0, TITLE_MAX);
}

/** The parts of an event kept: what a developer reads, with the newest breadcrumbs. */
function keptPayload(event: JsonObject): JsonObject {
  const kept: JsonObject = {};
  for (const key of [
    'level',
    'platform',
    'message',
    'exception',
    'request',
    'tags',
    'extra',
    'release',
    'environment',
    'timestamp',
  ]) {
    if (event[key] !== undefined) kept[key] = event[key];
  }
  const breadcrumbs = event['breadcrumbs'];
  const list = Array.isArray(breadcrumbs) ? breadcrumbs : (breadcrumbs as { values?: unknown[] } | undefined)?.values;
  if (Array.isArray(list)) kept['breadcrumbs'] = list.slice(-BREADCRUMBS_KEPT);
  return kept;
}

/**
 * Store an envelope's events (decision 0053): each redacted again here (shell §5, the same rules
 * as the browser's), then kept. Sessions, client reports and other item types are counted, not
 * kept. An event without a well-formed id is not kept either.
 */
export async function storeEnvelope(
  db: Database,
  items: ReadonlyArray<{ type: string; payload: JsonObject | undefined }>,
  context: { siteId: number; now: Date },
): Promise<{ stored: number; ignored: number; events: JsonObject[] }> {
  const rows: MonitoringEventRow[] = [];
  const events: JsonObject[] = [];
  for (const item of items) {
    if (item.type !== 'event' || !item.payload) continue;
    const eventId = text(item.payload['event_id']);
    if (!eventId || !EVENT_ID.test(eventId)) continue;
    const redacted = redactEvent(item.payload as MonitoringEvent) as JsonObject;
    events.push(redacted);
    rows.push({
      eventId,
      kind: kindOf(redacted),
      level: text(redacted['level']) ?? 'error',
      title: titleOf(redacted),
      payload: keptPayload(redacted),
      siteId: context.siteId,
      receivedAt: context.now,
    });
  }
  const stored = await insertMonitoringEvents(db, rows);
  return { stored, ignored: items.length - stored, events };
}

export function takeMonitoringSlot(db: Database, networkBucket: string, now: Date): Promise<boolean> {
  return takeWindowSlot(
    db,
    { key: `monitoring:${networkBucket}`, limit: MONITORING_ENVELOPES_PER_MINUTE, windowMs: 60_000 },
    now.getTime(),
  );
}

/**
 * The envelope endpoint of a DSN (`https://<key>@<host>[/<path>]/<project>`), as Sentry's SDKs
 * compute it; undefined for a DSN that names no project.
 */
export function ingestUrlOf(dsn: string): string | undefined {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return undefined;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const project = segments.pop();
  if (!project || !url.username) return undefined;
  const prefix = segments.length > 0 ? `/${segments.join('/')}` : '';
  return `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/?sentry_key=${encodeURIComponent(url.username)}&sentry_version=7`;
}

/** How long a forward may take before it is given up (logged). */
const FORWARD_TIMEOUT_MS = 3000;

/** Send the (already redacted) events to the hosted service as one envelope; a failure is logged only. */
export async function forwardEvents(
  dsn: string,
  events: readonly JsonObject[],
  now: Date,
  send: typeof fetch,
): Promise<void> {
  const url = ingestUrlOf(dsn);
  if (!url) return;
  const lines = [JSON.stringify({ dsn, sent_at: now.toISOString() })];
  for (const event of events) lines.push(JSON.stringify({ type: 'event' }), JSON.stringify(event));
  try {
    const res = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope' },
      body: lines.join('\n'),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    if (!res.ok) console.warn(`[api] monitoring forward answered ${res.status}`);
  } catch (error) {
    console.warn('[api] monitoring forward failed:', error instanceof Error ? error.message : error);
  }
}
