import { chartLanguageFor, chartTimeZone as domainChartTimeZone } from '@meridian/domain';
import { FALLBACK_TIME_ZONE, type Resolution } from './chart-model';

/**
 * widgets §9 "default time zone from the browser, else Asia/Shanghai": the browser's IANA zone
 * when it names one, else the fallback (also when reading the browser's zone throws).
 */
export function chartTimeZone(readBrowserZone: () => string | undefined): string {
  try {
    return domainChartTimeZone(readBrowserZone());
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}

/**
 * The chart's locale for its dates and numbers: the spec's chart language for the page's locale
 * code (widgets §9 "cn to zh, tw to zh_TW ..."), written as a BCP 47 tag for Intl (zh_TW → zh-TW).
 */
export function chartLocale(localeCode: string): string {
  return chartLanguageFor(localeCode).replace('_', '-');
}

/** How a resolution is named in the interval picker: '1S' 1 second, '60' 1 hour, '1D' 1 day ... */
export function resolutionParts(resolution: Resolution): {
  count: number;
  unit: 'seconds' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months';
} {
  const count = Number.parseInt(resolution, 10);
  if (resolution.endsWith('S')) return { count, unit: 'seconds' };
  if (resolution.endsWith('D')) return { count, unit: 'days' };
  if (resolution.endsWith('W')) return { count, unit: 'weeks' };
  if (resolution.endsWith('M')) return { count, unit: 'months' };
  return count % 60 === 0 ? { count: count / 60, unit: 'hours' } : { count, unit: 'minutes' };
}
