// widgets §4 "Alpha banner: Hidden for 24 hours after manual close. When several cards exist they
// rotate in turn, remembered per currency. Fetches are guarded to at most one per second."
// widgets §5 "The alpha banner closed-time check uses a 24-hour window." widgets §9 "Alpha banner:
// closed for 24 hours; 1 s between fetches."

/** widgets §9 "Alpha banner: closed for 24 hours". */
export const ALPHA_BANNER_CLOSED_MS = 24 * 60 * 60 * 1000;

/** widgets §9 "1 s between fetches". */
export const ALPHA_FETCH_MIN_INTERVAL_MS = 1000;

/** Where the manual close time is kept (localStorage), ms since the epoch as decimal text. */
export const ALPHA_BANNER_CLOSED_AT_KEY = 'alpha_banner_closed_at';

/** Where the rotation is kept (localStorage): JSON of currency → index of the card shown last. */
export const ALPHA_BANNER_ROTATION_KEY = 'alpha_banner_rotation';

/** A stored time: decimal digits only (ms since the epoch), else undefined (as if none were stored). */
export function parseStoredTime(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined || !/^\d{1,16}$/.test(text)) return undefined;
  return Number(text);
}

/**
 * widgets §5 "The alpha banner closed-time check uses a 24-hour window": the banner stays hidden
 * while less than 24 hours have passed since the manual close. A close time later than `now` (the
 * clock moved back) is not trusted and hides nothing, as in the modal rules.
 */
export function alphaBannerClosed(closedAt: number | undefined, now: number): boolean {
  return closedAt !== undefined && closedAt <= now && now - closedAt < ALPHA_BANNER_CLOSED_MS;
}

/**
 * The cards of an answer in the order they take turns (widgets §3 "Alpha banner card: ... sort"): by
 * `sort` ascending, the answer's order for equal sorts (the server's sortAlphaCards ranks them so).
 */
export function orderAlphaCards<C extends { sort: number }>(cards: readonly C[]): C[] {
  return cards
    .map((card, position) => ({ card, position }))
    .sort((a, b) => a.card.sort - b.card.sort || a.position - b.position)
    .map(({ card }) => card);
}

/** Per currency (upper case), the index of the card shown last. */
export type AlphaRotation = Readonly<Record<string, number>>;

const currencyKey = (currency: string): string => currency.trim().toUpperCase();

/** The stored rotation; entries that are not a currency with a whole, non-negative index are dropped. */
export function parseAlphaRotation(text: string | null | undefined): AlphaRotation {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '{}');
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const rotation: Record<string, number> = {};
  for (const [currency, index] of Object.entries(value)) {
    if (currencyKey(currency) !== '' && Number.isSafeInteger(index) && (index as number) >= 0) {
      rotation[currencyKey(currency)] = index as number;
    }
  }
  return rotation;
}

/**
 * widgets §4 "they rotate in turn, remembered per currency": the index (into the ordered cards) of
 * the card to show now for `currency`: the one after the card shown last, back to the first after
 * the last one; the first when none was shown or the remembered one is past the current list.
 * null when there is no card.
 */
export function nextAlphaCardIndex(rotation: AlphaRotation, currency: string, cardCount: number): number | null {
  if (!Number.isSafeInteger(cardCount) || cardCount <= 0) return null;
  const last = rotation[currencyKey(currency)];
  return last === undefined || last >= cardCount ? 0 : (last + 1) % cardCount;
}

/** The rotation to store once card `index` is shown for `currency`. */
export function recordAlphaCard(rotation: AlphaRotation, currency: string, index: number): AlphaRotation {
  return { ...rotation, [currencyKey(currency)]: index };
}

/**
 * widgets §4 "Fetches are guarded to at most one per second": whether a fetch may start at `now`,
 * given when the last one started (undefined for none). A last fetch later than `now` (the clock
 * moved back) is not trusted.
 */
export function mayFetchAlpha(lastFetchAt: number | undefined, now: number): boolean {
  return lastFetchAt === undefined || lastFetchAt > now || now - lastFetchAt >= ALPHA_FETCH_MIN_INTERVAL_MS;
}
