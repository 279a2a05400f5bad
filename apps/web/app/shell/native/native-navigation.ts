import { KYC_HOME_PATH, type NativeApp, usesLegacyKycRoute } from '@meridian/domain';
import { callNative, NATIVE_METHODS, type NativeBridgeDeps } from './native-bridge';

/**
 * Web/native navigation helpers (shell §1 "web/native navigation helpers"): inside the app a page
 * asks the app to open a screen; in a browser it uses the router or the document.
 */

/** The router's navigate (React Router's useNavigate() fits), already putting the locale prefix on if the caller wants one. */
export type Navigate = (to: string) => void;

export interface NavigationDeps extends NativeBridgeDeps {
  /** The page's location unless a test passes another. */
  location?: Pick<Location, 'href' | 'origin' | 'assign'>;
}

/**
 * Where openPage sent the visitor: the app ('native'), the router (an in-site path), the document
 * (another origin), or nowhere ('refused', logged: not an http(s) address, or no page, as on the server).
 */
export type PageOpening = 'native' | 'router' | 'document' | 'refused';

/** Where openKyc sent the visitor; 'failed' is the app's bridge failing (widgets §8: logged only). */
export type KycOpening = 'native' | 'router' | 'failed';

/**
 * widgets §4: the app's KYC screens by route name. "An iOS build below 202306151200 uses an older
 * native route for opening KYC."
 */
export const NATIVE_KYC_ROUTE = 'kyc_v2';
export const LEGACY_NATIVE_KYC_ROUTE = 'kyc';

function defaultLocation(): NavigationDeps['location'] {
  return typeof window === 'undefined' ? undefined : window.location;
}

/** The address `url` leads to from this page, or null when it is not an http(s) address (javascript:, mailto:, junk). */
function resolveAddress(url: string, base: string | undefined): URL | null {
  try {
    const target = new URL(url, base);
    return target.protocol === 'http:' || target.protocol === 'https:' ? target : null;
  } catch {
    return null;
  }
}

/**
 * Opens `url` (a path like `/trade/BTC_USDT` or a full address). Inside the app the app opens it
 * (`openUrl` with the full address); if the bridge fails (logged), the web way is taken. On the web
 * an address on this origin goes through `navigate` (the router, no reload) and any other origin
 * through `location.assign`. Only http(s) addresses are opened.
 */
export function openPage(app: NativeApp, url: string, navigate: Navigate, deps: NavigationDeps = {}): PageOpening {
  const location = deps.location ?? defaultLocation();
  const target = resolveAddress(url, location?.href);
  if (!target) {
    (deps.logger ?? console).warn('openPage: no http(s) address for', url);
    return 'refused';
  }
  if (callNative(app, NATIVE_METHODS.openUrl, { url: target.href }, deps)) return 'native';
  if (!location) {
    // Only the server has no location, and it cannot navigate.
    (deps.logger ?? console).warn('openPage: no page to navigate', url);
    return 'refused';
  }
  if (target.origin === location.origin) {
    navigate(`${target.pathname}${target.search}${target.hash}`);
    return 'router';
  }
  location.assign(target.href);
  return 'document';
}

/**
 * Opens identity verification. Inside the app the app's KYC screen (`openKyc` with the route its
 * build knows, widgets §4); a bridge error is logged only and nothing else happens (widgets §8
 * "Native bridge error when opening KYC | logged only"). On the web the KYC home page.
 */
export function openKyc(app: NativeApp, navigate: Navigate, deps: NativeBridgeDeps = {}): KycOpening {
  if (!app.inApp) {
    navigate(KYC_HOME_PATH);
    return 'router';
  }
  const route = usesLegacyKycRoute(app) ? LEGACY_NATIVE_KYC_ROUTE : NATIVE_KYC_ROUTE;
  return callNative(app, NATIVE_METHODS.openKyc, { route }, deps) ? 'native' : 'failed';
}

/** Asks the app to close this webview; false outside the app or when the bridge fails (logged). */
export function closeWebview(app: NativeApp, deps: NativeBridgeDeps = {}): boolean {
  return callNative(app, NATIVE_METHODS.close, {}, deps);
}
