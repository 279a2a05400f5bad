export * from './marketing';
export * from './marketing-targeting';
export * from './own-site-url';
