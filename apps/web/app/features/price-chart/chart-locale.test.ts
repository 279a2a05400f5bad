import { describe, expect, it } from 'vitest';
import { chartLocale, chartTimeZone, resolutionParts } from './chart-locale';
import { RESOLUTIONS } from './chart-model';

describe('chart locale and time zone', () => {
  it('widgets §9 "default time zone from the browser, else Asia/Shanghai"', () => {
    expect(chartTimeZone(() => 'Europe/Istanbul')).toBe('Europe/Istanbul');
    expect(chartTimeZone(() => 'UTC')).toBe('UTC');
    expect(chartTimeZone(() => undefined)).toBe('Asia/Shanghai');
    expect(chartTimeZone(() => '')).toBe('Asia/Shanghai');
    expect(
      chartTimeZone(() => {
        throw new RangeError('no Intl');
      }),
    ).toBe('Asia/Shanghai');
  });

  it('widgets §9 "Chart language map: cn to zh, tw to zh_TW, kr to ko": as Intl locales', () => {
    expect(chartLocale('cn')).toBe('zh');
    expect(chartLocale('tw')).toBe('zh-TW');
    expect(chartLocale('kr')).toBe('ko');
    expect(chartLocale('pt-br')).toBe('pt');
    expect(chartLocale('en')).toBe('en');
  });
});

describe('resolution names', () => {
  it('names every one of the 20 resolutions by unit, hours for whole hours of minutes', () => {
    expect(
      RESOLUTIONS.map((r) => {
        const p = resolutionParts(r);
        return `${p.count}${p.unit[0]}`;
      }).join(' '),
    ).toBe('1s 10s 30s 1m 3m 5m 15m 30m 1h 2h 4h 6h 8h 12h 1d 2d 3d 5d 1w 1m');
    expect(resolutionParts('1M').unit).toBe('months');
  });
});
