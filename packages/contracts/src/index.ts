export * from './envelope';
export * from './site/site-config';
export * from './site/site-settings';
export * from './compliance/compliance-check';
export * from './account/account';
