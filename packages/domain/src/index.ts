export * from './locales/languages';
export * from './locales/locales';
export * from './settings/site-settings-defaults';
export * from './sites/resolve-site';
export * from './sites/site-config';
export * from './sites/site-ids';
export * from './sites/site-registry';
export * from './theme/theme';
