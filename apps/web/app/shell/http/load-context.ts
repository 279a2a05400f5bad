import type { Locale, SiteConfig } from '@meridian/domain';
import type { ApiFetch } from './request-client';

// What server/app.ts hands every loader: the per-request nonce, a way to reach the API (in
// process, or across the network to API_ORIGIN) that already carries the internal headers, and
// the site and locale resolved from the host and path (shell §2), and the request's clock.
declare module 'react-router' {
  interface AppLoadContext {
    nonce: string;
    api: ApiFetch;
    site: SiteConfig;
    locale: Locale;
    /** The request path without its locale prefix. */
    path: string;
    /** The locale prefix as the request's URL spells it ('' on the US host's /login and /signup). */
    urlPrefix: string;
    /**
     * The request's instant (ms since the epoch), read once from the server's clock: every loader of
     * the request, the server render and hydration see the same time (decision 0026).
     */
    now: number;
    /** The market stream's address for this page (the site's ws host), or null for this origin. */
    marketStreamUrl: string | null;
  }
}

export {};
