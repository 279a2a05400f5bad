// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createBrowserClients, type BrowserFetch } from '../http';
import { loadPageDownloadLinks } from './coin-icons';

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
