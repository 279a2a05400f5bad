// What the banners remember in the browser: the top and bottom banners closed in this browser
// session (sessionStorage), and the alpha card's close time and rotation (localStorage; the keys
// are the domain's). A storage that refuses (private mode, disabled) remembers nothing and throws
// nothing: the banner then behaves as on a first visit.

/** sessionStorage: JSON array of the ids of the top and bottom banner plans closed in this session. */
export const CLOSED_BANNERS_KEY = 'marketing_banners_closed';

type StorageName = 'localStorage' | 'sessionStorage';

export function readStored(storage: StorageName, key: string): string | null {
  try {
    return window[storage].getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(storage: StorageName, key: string, value: string): void {
  try {
    window[storage].setItem(key, value);
  } catch {
    // Refused: not remembered, as documented above.
  }
}

/** The closed plan ids as stored; anything that is not a list of whole numbers counts as none. */
export function parseClosedPlans(text: string | null): number[] {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '[]');
  } catch {
    return [];
  }
  return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];
}

export function closedThisSession(planId: number): boolean {
  return parseClosedPlans(readStored('sessionStorage', CLOSED_BANNERS_KEY)).includes(planId);
}

export function rememberClosed(planId: number): void {
  const closed = parseClosedPlans(readStored('sessionStorage', CLOSED_BANNERS_KEY));
  if (!closed.includes(planId)) closed.push(planId);
  writeStored('sessionStorage', CLOSED_BANNERS_KEY, JSON.stringify(closed));
}
