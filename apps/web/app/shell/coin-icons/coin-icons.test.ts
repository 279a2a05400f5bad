// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { DEFAULT_COIN_ICON_WHITELIST } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import { openCacheStore } from '../cache-store';
import { createBrowserClients, type BrowserFetch } from '../http';
import { COIN_ICON_WHITELIST_CACHE_KEY, loadCoinIconWhitelist, loadPageDownloadLinks } from './coin-icons';

const HOUR = 3_600_000;
const whitelist = { version: 'v7', coinIconVersionWhiteList: ['BTC', 'ETH'] };

/** Browser clients whose fetch answers from `answer` and counts the calls per URL. */
function clientsAnswering(answer: (url: string) => Response | Promise<Response>) {
  const asked: string[] = [];
  const fetch: BrowserFetch = async (url) => {
    asked.push(url);
    return answer(url);
  };
  const errors: string[] = [];
  const clients = createBrowserClients({ siteId: 0, fetch, onRequestError: (r) => errors.push(r.message) });
  return { clients, asked, errors };
}

describe('loadCoinIconWhitelist (shell §7 coin_icon_whitelist.json)', () => {
  it('reads the bare JSON file with its contract', async () => {
    const { clients, asked } = clientsAnswering(() => Response.json(whitelist));
    expect(await loadCoinIconWhitelist(clients)).toEqual(whitelist);
    expect(asked).toEqual(['/js/tool/coin_icon_whitelist.json']);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an HTTP error', () => new Response('', { status: 404 })],
    ['a file that is not JSON', () => new Response('<html>')],
    ['JSON that is not an object', () => Response.json(['BTC'])],
  ])('shell §7 "failure falls back to a default list": %s, silently', async (_name, answer) => {
    const { clients, errors } = clientsAnswering(answer);
    expect(await loadCoinIconWhitelist(clients)).toEqual(DEFAULT_COIN_ICON_WHITELIST);
    expect(errors).toEqual([]);
  });

  it('is kept in the cache store for an hour, and the kept copy beats the default on failure', async () => {
    let time = 0;
    const store = await openCacheStore({ indexedDB: new IDBFactory(), now: () => time });
    let up = true;
    const { clients, asked } = clientsAnswering(() =>
      up ? Response.json(whitelist) : new Response('', { status: 503 }),
    );
    const load = () => loadCoinIconWhitelist(clients, { store, now: () => time });

    expect(await load()).toEqual(whitelist);
    expect(await store.get(COIN_ICON_WHITELIST_CACHE_KEY)).toMatchObject({ value: whitelist, tags: ['config'] });
    time = HOUR - 1;
    expect(await load()).toEqual(whitelist);
    expect(asked).toHaveLength(1);

    time = HOUR;
    up = false;
    expect(await load()).toEqual(whitelist);
    expect(asked).toHaveLength(2);
  });
});

describe('loadPageDownloadLinks (shell §7 page_download_links.json)', () => {
  const links = {
    china_apk: 'https://dl.example/cn.apk',
    overseas_apk: 'https://dl.example/app.apk',
    pages: { '/': { web: { c: 'home' }, h5: { c: 'home-h5' } } },
  };

  it('reads the bare JSON file with its contract', async () => {
    const { clients, asked } = clientsAnswering(() => Response.json(links));
    expect(await loadPageDownloadLinks(clients)).toEqual(links);
    expect(asked).toEqual(['/js/tool/page_download_links.json']);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an HTTP error', () => new Response('', { status: 500 })],
    ['a malformed file', () => Response.json({ pages: 'nope' })],
  ])('shell §7 "failure falls back to an empty object": %s', async (_name, answer) => {
    const { clients } = clientsAnswering(answer);
    expect(await loadPageDownloadLinks(clients)).toEqual({});
  });
});
