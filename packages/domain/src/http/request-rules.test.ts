import { describe, expect, it } from 'vitest';
import {
  csrfHeaderValue,
  dataPrefixRedirectParam,
  FAST_REQUEST_TIMEOUT_MS,
  isWithinDedupeWindow,
  REQUEST_DEDUPE_WINDOW_MS,
  REQUEST_ERROR_MESSAGE,
  REQUEST_TIMEOUT_MS,
  requestDedupeKey,
  withDataPrefix,
} from './request-rules';

describe('request constants', () => {
  it('shell §9 "Request timeouts 20000 ms and 5000 ms"', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(20000);
    expect(FAST_REQUEST_TIMEOUT_MS).toBe(5000);
  });

  it('shell §8 "A GET failure on the 20 s client: ... \'request data error, please try later\' (shown in Chinese)"', () => {
    expect(REQUEST_ERROR_MESSAGE).toBe('请求数据错误，请稍后再试');
  });
});

describe('csrfHeaderValue', () => {
  it('shell §7 "sends a csrf token header from its cookie (default \'1\')"', () => {
    expect(csrfHeaderValue('abc123')).toBe('abc123');
    expect(csrfHeaderValue(undefined)).toBe('1');
    expect(csrfHeaderValue('')).toBe('1');
  });
});

describe('de-duplication window', () => {
  it('shell §7 "Identical in-flight requests are de-duplicated for 30 s by default"', () => {
    expect(REQUEST_DEDUPE_WINDOW_MS).toBe(30_000);
    expect(isWithinDedupeWindow(1_000, 1_000)).toBe(true);
    expect(isWithinDedupeWindow(1_000, 30_999)).toBe(true);
    expect(isWithinDedupeWindow(1_000, 31_000)).toBe(false);
  });

  it('"identical" means the same method and URL', () => {
    expect(requestDedupeKey('get', '/a?x=1')).toBe(requestDedupeKey('GET', '/a?x=1'));
    expect(requestDedupeKey('GET', '/a?x=1')).not.toBe(requestDedupeKey('GET', '/a?x=2'));
    expect(requestDedupeKey('GET', '/a')).not.toBe(requestDedupeKey('POST', '/a'));
  });
});

describe('withDataPrefix', () => {
  it('shell §7 "An optional data path prefix exists": no prefix leaves the path alone', () => {
    expect(withDataPrefix(undefined, '/api/web/v1/site/settings')).toBe('/api/web/v1/site/settings');
    expect(withDataPrefix('', '/api/web/v1/site/settings')).toBe('/api/web/v1/site/settings');
    expect(withDataPrefix('/', 'api/x')).toBe('/api/x');
  });

  it('joins prefix and path with exactly one slash, keeping the query', () => {
    expect(withDataPrefix('sub-data', '/api/x?a=1')).toBe('/sub-data/api/x?a=1');
    expect(withDataPrefix('/sub-data/', '//api/x')).toBe('/sub-data/api/x');
    expect(withDataPrefix('/a/b', 'api/x')).toBe('/a/b/api/x');
  });

  it('leaves an absolute URL alone', () => {
    expect(withDataPrefix('/sub-data', 'https://cdn.example/x.json')).toBe('https://cdn.example/x.json');
  });
});

describe('dataPrefixRedirectParam', () => {
  it('shell §5 "The redirect parameter for a sub-data prefix must not start with a slash"', () => {
    expect(dataPrefixRedirectParam('/spot/BTC_USDT')).toBe('spot/BTC_USDT');
    expect(dataPrefixRedirectParam('spot/BTC_USDT')).toBe('spot/BTC_USDT');
    expect(dataPrefixRedirectParam('///x')).toBe('x');
  });

  it('cannot become a protocol-relative address to another origin', () => {
    for (const hostile of ['//evil.example/x', '/\\evil.example', '\\\\evil.example']) {
      const param = dataPrefixRedirectParam(hostile);
      expect(param).not.toMatch(/^[/\\]/);
    }
  });
});
