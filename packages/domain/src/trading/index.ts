export * from './spot-order-rules';
export * from './trading-restrictions';
