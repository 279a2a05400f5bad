export * from './deposit-codes';
