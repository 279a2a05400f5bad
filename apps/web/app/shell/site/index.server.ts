export { loadSiteSettings } from './site-settings.server';
