import type { NativeApp } from '@meridian/domain';
import type { KycOpening, Navigate, NavigationDeps, PageOpening } from './native-navigation';
import type { ShareDeps, ShareImageInput, ShareImageResult } from './native-share';

export { NativeAppProvider, useNativeApp } from './native-context';
export { ANDROID_BRIDGE_NAME, IOS_MESSAGE_HANDLER_NAME, NATIVE_METHODS, type NativeMessage } from './native-bridge';
export {
  type KycOpening,
  LEGACY_NATIVE_KYC_ROUTE,
  NATIVE_KYC_ROUTE,
  type Navigate,
  type PageOpening,
} from './native-navigation';
export type { ShareImageInput, ShareImageResult } from './native-share';

// The actions load on first use (native-actions.ts): the first page's script carries only the
// context. Each resolves as the function it wraps returns.
const actions = () => import('./native-actions');

/** native-navigation.ts openKyc, loaded on use. */
export async function openKyc(app: NativeApp, navigate: Navigate, deps?: NavigationDeps): Promise<KycOpening> {
  return (await actions()).openKyc(app, navigate, deps);
}

/** native-navigation.ts openPage, loaded on use. */
export async function openPage(
  app: NativeApp,
  url: string,
  navigate: Navigate,
  deps?: NavigationDeps,
): Promise<PageOpening> {
  return (await actions()).openPage(app, url, navigate, deps);
}

/** native-navigation.ts closeWebview, loaded on use. */
export async function closeWebview(app: NativeApp, deps?: NavigationDeps): Promise<boolean> {
  return (await actions()).closeWebview(app, deps);
}

/** native-share.ts shareImage, loaded on use. */
export async function shareImage(app: NativeApp, input: ShareImageInput, deps?: ShareDeps): Promise<ShareImageResult> {
  return (await actions()).shareImage(app, input, deps);
}
