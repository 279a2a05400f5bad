import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTickers, MARKET_STREAM_PATH, marketStreamSchemas, tickerList } from '@meridian/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiProcess, spawnApiProcess } from '../test-support/api-process';
import { type FakeUpstream, startFakeUpstream } from '../test-support/fake-upstream';
import { StreamClient } from '../test-support/stream-client';

// `npm run start:api` with MARKET_DATA_UPSTREAM: start.ts wires the relay and the stream to the feed.
const root = mkdtempSync(join(tmpdir(), 'meridian-upstream-'));
let api: ApiProcess | undefined;
let fake: FakeUpstream | undefined;
afterAll(async () => {
  if (api?.running()) api.signal('SIGKILL');
  await api?.exited;
  await fake?.close();
  rmSync(root, { recursive: true, force: true });
});

/** Starting the API on PGlite is heavy (WebAssembly): generous bounds for a busy machine. */
const PROCESS_TEST_TIMEOUT_MS = 180_000;

describe('the API process with MARKET_DATA_UPSTREAM', () => {
  it(
    'answers the market calls and the stream from the feed',
    async () => {
      fake = await startFakeUpstream({ now: Date.now });
      api = await spawnApiProcess({ PGLITE_DIR: join(root, 'db'), MARKET_DATA_UPSTREAM: fake.origin });
      await api.waitForOutput(`market data relayed from ${fake.origin}`);
      const before = fake.requests.length;
      const response = await fetch(`${api.origin}${getTickers.path}?currency_pair=BTC_USDT`);
      expect(response.status).toBe(200);
      expect(tickerList.parse(await response.json())[0]?.currency_pair).toBe('BTC_USDT');
      expect(fake.requests.slice(before)).toContain(`${getTickers.path}?currency_pair=BTC_USDT`);

      const client = await StreamClient.open(`${api.origin.replace('http:', 'ws:')}${MARKET_STREAM_PATH}`);
      client.send({ channel: 'spot.tickers', event: 'subscribe', payload: ['ETH_USDT'] });
      const frame = await client.next((f) => f.channel === 'spot.tickers' && f.event === 'update', 10_000);
      const { streamTicker } = await marketStreamSchemas();
      expect(streamTicker.parse(frame.result).currency_pair).toBe('ETH_USDT');
      expect(fake.streamConnections()).toBe(1);
      client.close();
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
