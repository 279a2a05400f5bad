import { type AnalyticsBatchAnswer, analyticsEventInput } from '@meridian/contracts';
import { ANALYTICS_BATCHES_PER_MINUTE, ANALYTICS_LIMITS } from '@meridian/domain';
import type { Database } from '../db/database';
import { type AnalyticsEventRow, insertAnalyticsEvents } from '../db/queries/analytics';
import { takeWindowSlot } from '../db/queries/compliance-calls';

const MINUTE_MS = 60_000;

/**
 * Store a batch (decision 0051). Each event is checked on its own: a bad one is named in the
 * answer and the rest are stored. The browser's clock is believed within a day of ours (an event
 * time further off is the receipt time). An id seen before, in this batch or an earlier one, is
 * counted as a duplicate: a resent batch changes nothing.
 */
export async function storeAnalyticsBatch(
  db: Database,
  batch: { events: readonly unknown[]; siteId: number; uid: number | null; now: Date },
): Promise<AnalyticsBatchAnswer> {
  const rows: AnalyticsEventRow[] = [];
  const rejected: AnalyticsBatchAnswer['rejected'] = [];
  const ids = new Set<string>();
  let duplicates = 0;
  batch.events.forEach((raw, index) => {
    const parsed = analyticsEventInput.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
      rejected.push({ index, message: `${where}${issue?.message ?? 'not an event'}` });
      return;
    }
    const event = parsed.data;
    if (ids.has(event.id)) {
      duplicates += 1;
      return;
    }
    ids.add(event.id);
    const skew = Math.abs(event.at - batch.now.getTime());
    rows.push({
      eventId: event.id,
      name: event.name,
      path: event.path,
      props: event.props,
      siteId: batch.siteId,
      uid: batch.uid,
      occurredAt: skew <= ANALYTICS_LIMITS.clockSkewMs ? new Date(event.at) : batch.now,
      receivedAt: batch.now,
    });
  });
  const accepted = await insertAnalyticsEvents(db, rows);
  return { accepted, duplicates: duplicates + rows.length - accepted, rejected };
}

/** One batch slot of this client network's minute; false past ANALYTICS_BATCHES_PER_MINUTE. */
export function takeAnalyticsSlot(db: Database, networkBucket: string, now: Date): Promise<boolean> {
  return takeWindowSlot(
    db,
    { key: `analytics:${networkBucket}`, limit: ANALYTICS_BATCHES_PER_MINUTE, windowMs: MINUTE_MS },
    now.getTime(),
  );
}
