import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

export interface SecurityOptions {
  dev: boolean;
  trustProxy: boolean;
}

/** One year, with subdomains: what browsers' preload lists expect. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers for pages and static files. The CSP allows scripts from our origin and inline
 * scripts only with this request's nonce (React Router's hydration data); no 'unsafe-inline'.
 * Vite's dev server injects un-nonced scripts and a websocket, so development relaxes that.
 */
export function pageSecurityHeaders({ dev, trustProxy }: SecurityOptions): MiddlewareHandler[] {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'", NONCE],
      // React renders style attributes; styles cannot run code, so inline styles are allowed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: dev ? ["'self'", 'ws:'] : ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: 'SAMEORIGIN',
  });
  const hsts: MiddlewareHandler = async (c, next) => {
    await next();
    const proto = trustProxy ? c.req.header('x-forwarded-proto') : undefined;
    const overTls = new URL(c.req.url).protocol === 'https:' || proto === 'https';
    if (overTls) c.header('Strict-Transport-Security', HSTS);
  };
  return [headers, hsts];
}
