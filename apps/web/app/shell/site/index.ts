export { useLocalizedPath } from './localized-path';
export { SiteProvider, useSite, type SiteContextValue } from './site-context';
