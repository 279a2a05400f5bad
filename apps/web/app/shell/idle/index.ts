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

/**
 * Starts once the page has loaded and then the main thread is idle (whenIdle): a page's
 * server-rendered prices are fresh, so its market stream need not compete with hydration for the
 * main thread (issue 11: the home page keeps its Lighthouse score with live prices).
 */
export function afterPageLoadIdle(start: () => void): void {
  const idle = () => void whenIdle(start);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
