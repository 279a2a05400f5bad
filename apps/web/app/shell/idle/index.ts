/**
 * Run `start` once the browser is idle after load (at most 2 s later; 1 s where there is no idle
 * callback): the way background work (device id, monitoring) stays off the first paint's path.
 * Returns the function that cancels it.
 */
export function whenIdle(start: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(start, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(start, 1000);
  return () => window.clearTimeout(id);
}
