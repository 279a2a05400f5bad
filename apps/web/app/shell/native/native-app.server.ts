import { type NativeApp, parseNativeApp } from '@meridian/domain';

/** The app a request comes from, read from its User-Agent header (a browser or no header: not in the app). */
export function nativeAppFromRequest(request: Pick<Request, 'headers'>): NativeApp {
  return parseNativeApp(request.headers.get('user-agent'));
}
