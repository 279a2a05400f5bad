import { describe, expect, it } from 'vitest';
import {
  createCustomEventBudget,
  dropReason,
  isBotUserAgent,
  isIgnoredError,
  isPropadsTraffic,
  isUserSetPageview,
  MAX_CUSTOM_EVENTS_PER_VIEW,
  shouldDrop,
} from './monitoring-filters';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('monitoring filters (shell §5)', () => {
  it('shell §5 "Monitoring filters drop bot user agents"', () => {
    for (const bot of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Twitterbot/1.0',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 7.0; Moto G (4)) AppleWebKit/537.36 Chrome-Lighthouse',
      'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
      'curl/8.4.0',
      'python-requests/2.31.0',
      'Go-http-client/1.1',
    ]) {
      expect(isBotUserAgent(bot), bot).toBe(true);
    }
    for (const person of [
      CHROME,
      IPHONE,
      'Mozilla/5.0 (Windows NT 10.0; rv:125.0) Gecko/20100101 Firefox/125.0',
      'Mozilla/5.0 (Linux; Android 12; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    ]) {
      expect(isBotUserAgent(person), person).toBe(false);
    }
    // No user agent is no evidence of a bot.
    expect(isBotUserAgent(undefined)).toBe(false);
    expect(isBotUserAgent('')).toBe(false);
  });

  it('shell §5 "Monitoring filters drop … ch=propads traffic"', () => {
    expect(isPropadsTraffic('https://www.example.com/spot/BTC_USDT?ch=propads')).toBe(true);
    expect(isPropadsTraffic('/signup?ref=abc&ch=PropAds#x')).toBe(true);
    expect(isPropadsTraffic('?ch=prop%61ds')).toBe(true);
    expect(isPropadsTraffic('ch=propads')).toBe(true);
    expect(isPropadsTraffic('https://www.example.com/?ch=propads2')).toBe(false);
    expect(isPropadsTraffic('https://www.example.com/?xch=propads')).toBe(false);
    expect(isPropadsTraffic('https://www.example.com/#?ch=propads')).toBe(false);
    expect(isPropadsTraffic('https://www.example.com/propads')).toBe(false);
    expect(isPropadsTraffic('%%%?ch=%E0%A4%A')).toBe(false);
    expect(isPropadsTraffic(null)).toBe(false);
  });

  it('shell §5 "Monitoring filters drop … certain abort errors"', () => {
    expect(isIgnoredError({ name: 'AbortError', message: 'anything' })).toBe(true);
    expect(isIgnoredError('AbortError: The user aborted a request.')).toBe(true);
    expect(isIgnoredError('The user aborted a request.')).toBe(true);
    expect(isIgnoredError('signal is aborted without reason')).toBe(true);
    expect(isIgnoredError({ name: 'Error', message: 'The operation was aborted. ' })).toBe(true);
    expect(isIgnoredError('ResizeObserver loop limit exceeded')).toBe(true);
    expect(isIgnoredError('ResizeObserver loop completed with undelivered notifications.')).toBe(true);
    // The browsers' network failures only when the request was aborted: otherwise a real outage.
    for (const message of [
      'Failed to fetch',
      'TypeError: Load failed',
      'NetworkError when attempting to fetch resource.',
    ]) {
      expect(isIgnoredError({ name: 'TypeError', message }, true), message).toBe(true);
      expect(isIgnoredError({ name: 'TypeError', message }, false), message).toBe(false);
    }
    expect(isIgnoredError({ name: 'TypeError', message: 'x is undefined' })).toBe(false);
    expect(isIgnoredError(null)).toBe(false);
  });

  it('shell §5 "Monitoring filters drop … user-set pageviews"', () => {
    expect(isUserSetPageview({ type: 'custom', name: 'pageview' })).toBe(true);
    expect(isUserSetPageview({ type: 'custom', name: 'page_view' })).toBe(true);
    expect(isUserSetPageview({ type: 'pageview', source: 'user' })).toBe(true);
    // The SDK's own page view, and other custom events, are kept.
    expect(isUserSetPageview({ type: 'pageview' })).toBe(false);
    expect(isUserSetPageview({ type: 'pageview', source: 'auto' })).toBe(false);
    expect(isUserSetPageview({ type: 'custom', name: 'deposit_click' })).toBe(false);
  });

  it('shell §5 "at most 10 custom events per view are sent"', () => {
    expect(MAX_CUSTOM_EVENTS_PER_VIEW).toBe(10);
    const budget = createCustomEventBudget();
    const sent = Array.from({ length: 12 }, () => budget.take('view-1'));
    expect(sent.filter(Boolean)).toHaveLength(10);
    expect(sent.slice(10)).toEqual([false, false]);
    expect(budget.remaining('view-1')).toBe(0);
    // A new view starts over.
    expect(budget.remaining('view-2')).toBe(10);
    expect(budget.take('view-2')).toBe(true);
    expect(budget.remaining('view-2')).toBe(9);
    budget.reset();
    expect(budget.remaining('view-2')).toBe(10);
  });

  it('shouldDrop combines the shell §5 filters; only custom events that would be sent spend the budget', () => {
    const budget = createCustomEventBudget(2);
    const custom = { type: 'custom', name: 'click' };
    expect(dropReason({ userAgent: 'Googlebot/2.1', event: custom, budget, viewId: 'v' })).toBe('bot');
    expect(dropReason({ userAgent: CHROME, url: '/?ch=propads', event: custom, budget, viewId: 'v' })).toBe('propads');
    expect(dropReason({ error: { name: 'AbortError' } })).toBe('ignored-error');
    expect(dropReason({ event: { type: 'custom', name: 'pageview' }, budget, viewId: 'v' })).toBe('user-pageview');
    expect(budget.remaining('v')).toBe(2);
    expect(shouldDrop({ userAgent: CHROME, url: '/', event: custom, budget, viewId: 'v' })).toBe(false);
    expect(shouldDrop({ userAgent: CHROME, url: '/', event: custom, budget, viewId: 'v' })).toBe(false);
    expect(dropReason({ userAgent: CHROME, url: '/', event: custom, budget, viewId: 'v' })).toBe('custom-event-budget');
    // Errors and the SDK's own events are not custom events.
    expect(shouldDrop({ userAgent: CHROME, event: { type: 'error' }, budget, viewId: 'v' })).toBe(false);
    expect(shouldDrop({ userAgent: IPHONE, url: '/spot', error: 'Failed to fetch' })).toBe(false);
    expect(shouldDrop({})).toBe(false);
  });
});
