import { getCoinIconWhitelist } from '@meridian/contracts';
import { DEFAULT_COIN_ICON_WHITELIST } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import { COIN_ICON_WHITELIST_SERVER_TTL_MS, createCoinIconWhitelistLoader } from './coin-icon-whitelist.server';

const whitelist = { version: 'v7', coinIconVersionWhiteList: ['BTC', 'ETH'] };

/** An API that answers from `answer` and records the paths asked. */
function apiAnswering(answer: () => Response | Promise<Response>) {
  const asked: string[] = [];
  return {
    asked,
    api: async (path: string) => {
      asked.push(path);
      return answer();
    },
  };
}

describe('the coin-icon whitelist for server-rendered pages (shell §7 coin_icon_whitelist.json)', () => {
  it('reads the bare JSON file with its contract, and keeps it five minutes', async () => {
    let time = 0;
    const load = createCoinIconWhitelistLoader({ now: () => time });
    const { api, asked } = apiAnswering(() => Response.json(whitelist));
    expect(await load(api)).toEqual(whitelist);
    expect(asked).toEqual([getCoinIconWhitelist.path]);
    time = COIN_ICON_WHITELIST_SERVER_TTL_MS - 1;
    expect(await load(api)).toEqual(whitelist);
    expect(asked).toHaveLength(1);
    time = COIN_ICON_WHITELIST_SERVER_TTL_MS;
    await load(api);
    expect(asked).toHaveLength(2);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('fetch failed'))],
    ['an HTTP error', () => new Response('', { status: 503 })],
    ['a file that is not JSON', () => new Response('<html>')],
    ['JSON that is not the list', () => Response.json(['BTC'])],
  ])(
    'shell §7 "failure falls back to a default list": %s; not kept, so the next page asks again',
    async (_name, answer) => {
      const load = createCoinIconWhitelistLoader();
      const { api, asked } = apiAnswering(answer);
      expect(await load(api)).toEqual(DEFAULT_COIN_ICON_WHITELIST);
      expect(await load(api)).toEqual(DEFAULT_COIN_ICON_WHITELIST);
      expect(asked).toHaveLength(2);
    },
  );
});
