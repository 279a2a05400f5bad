import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/** The feature names Hono's secureHeaders knows (it does not export the type itself). */
type PermissionsPolicyFeature = keyof NonNullable<
  NonNullable<Parameters<typeof secureHeaders>[0]>['permissionsPolicy']
>;

export interface SecurityOptions {
  dev: boolean;
  trustProxy: boolean;
  /** Other origins pages may connect to (the sites' market stream hosts, when pages use them). */
  connectOrigins?: readonly string[];
}

/** One year, with subdomains: what browsers' preload lists expect. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Powerful browser features, for our pages and anything they frame. `[]` denies a feature to
 * everyone; `['self']` keeps it for our own origin (its default) and denies it to other frames.
 * Only names Chromium knows: an unknown one is a console warning on every page (so no `bluetooth`,
 * and no `web-share`, which Linux builds do not know; its default is 'self' anyway).
 */
export const PERMISSIONS_POLICY = {
  accelerometer: [],
  autoplay: [],
  browsingTopics: [],
  camera: [],
  clipboardRead: [],
  // Copy buttons write to the clipboard after a click (the 2FA recovery codes; deposit addresses).
  clipboardWrite: ['self'],
  displayCapture: [],
  encryptedMedia: [],
  // The price chart may go full screen; nothing framed may.
  fullscreen: ['self'],
  geolocation: [],
  gyroscope: [],
  hid: [],
  idleDetection: [],
  localFonts: [],
  magnetometer: [],
  microphone: [],
  midi: [],
  payment: [],
  pictureInPicture: [],
  // Passkeys (shell §2 /myaccount/profile/passkey-manager) are ours only.
  publickeyCredentialsGet: ['self'],
  screenWakeLock: [],
  serial: [],
  usb: [],
  windowManagement: [],
  xrSpatialTracking: [],
} satisfies Partial<Record<PermissionsPolicyFeature, [] | ['self']>>;

/**
 * Security headers for pages and static files. The CSP allows scripts and styles from our origin,
 * and inline ones only with this request's nonce (React Router's hydration data; the <style> of
 * Radix's scroll lock): no 'unsafe-inline', so a style attribute in server HTML does not apply
 * (components set computed styles through the CSSOM instead). Vite's dev server injects
 * un-nonced scripts and styles and a websocket, so development relaxes that.
 */
export function pageSecurityHeaders({ dev, trustProxy, connectOrigins = [] }: SecurityOptions): MiddlewareHandler[] {
  const inline = dev ? "'unsafe-inline'" : NONCE;
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", inline],
      styleSrc: ["'self'", inline],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(dev ? ['ws:'] : []), ...connectOrigins],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
    permissionsPolicy: PERMISSIONS_POLICY,
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: false,
    // No window of ours shares a browsing context group with another site's (no popup needs an opener).
    crossOriginOpenerPolicy: 'same-origin',
    // No other site embeds our pages' or files' bytes (every regional host serves its own).
    crossOriginResourcePolicy: 'same-origin',
    // require-corp would block the https: images of other hosts that send no CORP header.
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
