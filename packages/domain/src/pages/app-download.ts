import type { SiteKey } from '../sites/site-ids';

export type AppStore = 'appStore' | 'googlePlay' | 'androidApk';

export const APP_STORES: readonly AppStore[] = ['appStore', 'googlePlay', 'androidApk'];

/**
 * Where each site's app is downloaded. Placeholder store hosts until the store listings exist;
 * each site has its own app (shell §1 "Each has its own brand name").
 */
export function appStoreUrl(store: AppStore, site: SiteKey): string {
  const path = { appStore: 'ios', googlePlay: 'android', androidApk: 'apk' }[store];
  return `https://apps.example/${path}/meridian-${site}`;
}
