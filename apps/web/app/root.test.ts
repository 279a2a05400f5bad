import { languageLocale, MAIN_SITE } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import { loader } from './root';

type LoaderArgs = Parameters<typeof loader>[0];

// No API answers: every shell call falls back to its default, so only the clock matters here.
const unavailableApi = () => Promise.resolve(new Response('down', { status: 503 }));

function argsAt(now: number): LoaderArgs {
  const url = new URL('http://localhost/en/fee');
  return {
    request: new Request(url),
    url,
    pattern: '/:lang?/fee',
    params: { lang: 'en' },
    context: {
      nonce: '',
      api: unavailableApi,
      site: MAIN_SITE,
      locale: languageLocale('en'),
      path: '/fee',
      urlPrefix: 'en',
      now,
      marketStreamUrl: null,
    },
  };
}

describe('root loader clock (decision 0026)', () => {
  it('hands the request instant of the load context to the browser shell, not the wall clock', async () => {
    for (const now of [Date.UTC(2031, 5, 1), Date.UTC(1999, 11, 31, 23, 59, 59)]) {
      const { data } = await loader(argsAt(now));
      expect(data.requestTime).toBe(now);
    }
  });
});
