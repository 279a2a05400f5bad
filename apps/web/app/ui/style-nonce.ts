declare global {
  /** Read by get-nonce, the helper react-remove-scroll asks for the nonce of the <style> it adds. */
  var __webpack_nonce__: string | undefined;
}

/**
 * Radix's modal dialog stops the page scrolling with react-remove-scroll, which adds a <style>
 * element; the page CSP (style-src 'self' 'nonce-…', decision 0008) admits it only with this
 * page's nonce. Hand that nonce over: browsers hide the nonce attribute of our scripts, but their
 * `nonce` property keeps it. Outside a browser, or on a page without nonced scripts, nothing.
 */
export function shareStyleNonce(): void {
  if (typeof document === 'undefined' || globalThis.__webpack_nonce__) return;
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[nonce]')) {
    // Scripts React renders in the browser (JSON-LD after a client-side navigation) have an
    // empty nonce: only the server's carry the real one.
    if (script.nonce) {
      globalThis.__webpack_nonce__ = script.nonce;
      return;
    }
  }
}
