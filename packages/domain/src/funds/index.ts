export * from './fund-password';
export * from './networks';
export * from './deposit-address';
export * from './support-tickets';
