export * from './envelope';
export * from './site/site-settings';
