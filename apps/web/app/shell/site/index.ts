export { useLocalizedPath, usePageHref } from './localized-path';
export { SiteProvider, useSetSiteSettings, useSite, type SiteContextValue } from './site-context';
export { SiteSettingsKeeper } from './site-settings-keeper';
