export { SiteSwitchBar } from './site-switch-bar';
