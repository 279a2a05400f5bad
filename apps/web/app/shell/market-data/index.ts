export {
  createMarketSocket,
  sameOriginStreamUrl,
  type MarketSocket,
  type MarketSocketOptions,
  type StreamResults,
} from './market-socket';
export { useMarketSocket, useMarketStream, useMarketStreamOpen } from './market-socket-provider';
export { MarketStreamProvider, useMarketStreamUrl } from './market-stream-url';
export { tickerFigures } from './ticker-figures';
