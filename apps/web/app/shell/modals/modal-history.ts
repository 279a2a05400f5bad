// Loaded when a modal with a frequency rule is first queued (modal-store.ts), never at first
// paint: zod comes with it (decision 0031). The jitless setting first (see the file).
import '../../zod-jitless.client';
import type { ModalHistory } from '@meridian/domain';
import * as z from 'zod/mini';

const time = z.optional(z.number());
const historySchema = z.record(
  z.string(),
  z.object({
    lastShownAt: time,
    lastDismissedAt: time,
    day: time,
    shownOnDay: time,
    timesShown: time,
  }),
);

/** What storage remembered (its text, null when none); anything unreadable counts as nothing shown yet. */
export function parseModalHistory(text: string | null): ModalHistory {
  try {
    const parsed = z.safeParse(historySchema, text === null ? {} : JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
