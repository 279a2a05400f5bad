export { NonceProvider, useNonce } from './nonce';
