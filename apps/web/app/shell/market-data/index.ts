export {
  createMarketSocket,
  sameOriginStreamUrl,
  type MarketSocket,
  type MarketSocketOptions,
  type StreamResults,
} from './market-socket';
export { MarketStreamProvider, useMarketStream, useMarketStreamOpen } from './market-socket-provider';
