/**
 * shell §9 "Chatroom ... prefetched when idle or after 2 s": fetch the micro-app's entry page and
 * hint its scripts and stylesheets to the browser as prefetches (low priority, nothing runs), so
 * that opening the chatroom later draws it from the cache. Failures are ignored: the chatroom then
 * loads when it opens, as it would without this.
 */
export async function prefetchEntry(
  entryPath: string,
  fetchPage: (url: string) => Promise<Response> = (url) => fetch(url, { credentials: 'same-origin' }),
  head: Pick<HTMLElement, 'append'> = document.head,
): Promise<string[]> {
  let html: string;
  try {
    const response = await fetchPage(entryPath);
    if (!response.ok) return [];
    html = await response.text();
  } catch {
    return [];
  }
  // Our own built page: module scripts and stylesheets under the entry's base path.
  const assets = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)) {
    const url = match[1];
    if (url && url.startsWith(entryPath)) assets.add(url);
  }
  for (const url of assets) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    // As the module script will be asked for (Vite writes `crossorigin` on it), so the cache entry matches.
    if (url.endsWith('.js')) link.crossOrigin = 'anonymous';
    head.append(link);
  }
  return [...assets];
}
