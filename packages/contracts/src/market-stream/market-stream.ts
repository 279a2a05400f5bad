/**
 * The live market-data stream's contract: its names (./market-stream-names), and its frames'
 * schemas (./market-stream-schemas), which load on use.
 */
export * from './market-stream-names';

/** The frames' schemas, imported on use (a page parses nothing before the stream speaks). */
export const marketStreamSchemas = () => import('./market-stream-schemas');
export type {
  StreamBookTicker,
  StreamCandle,
  StreamChatMessage,
  StreamMessage,
  StreamOrderBook,
  StreamOrderBookUpdate,
  StreamRequest,
  StreamTicker,
  StreamTrade,
} from './market-stream-schemas';
