export * from './spot-order-rules';
