export * from './spot-order-rules';
export * from './trading-restrictions';
export * from './futures-rules';
export * from './rule-issues';
export * from './rule-messages';
