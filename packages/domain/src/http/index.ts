export * from './request-rules';
export * from './local-cache';
export * from './coin-icons';
