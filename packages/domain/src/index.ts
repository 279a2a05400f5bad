export * from './locales/languages';
export * from './settings/site-settings-defaults';
export * from './sites/site-ids';
