import type { KeyboardEvent } from 'react';

/**
 * WAI-ARIA tabs: the arrow keys move between the tabs and choose (mirrored on a right-to-left
 * page), Home and End go to the ends. Returns the index to choose and focus, or null for another key.
 */
export function tabKeyTarget(event: KeyboardEvent<HTMLElement>, index: number, count: number): number | null {
  const rtl = event.currentTarget.closest('[dir="rtl"]') !== null;
  const moves: Record<string, number> = {
    ArrowRight: rtl ? index - 1 : index + 1,
    ArrowLeft: rtl ? index + 1 : index - 1,
    Home: 0,
    End: count - 1,
  };
  const target = moves[event.key];
  if (target === undefined) return null;
  event.preventDefault();
  return (target + count) % count;
}
