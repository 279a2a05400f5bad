export {
  createMarketSocket,
  sameOriginStreamUrl,
  type MarketSocket,
  type MarketSocketOptions,
  type StreamResults,
} from './market-socket';
export { MarketStreamProvider, useMarketSocket, useMarketStream, useMarketStreamOpen } from './market-socket-provider';
