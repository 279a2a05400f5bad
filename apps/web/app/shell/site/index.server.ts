export { loadSiteSettings } from './site-settings.server';
export { cachedNumberSymbols } from './number-symbols.server';
