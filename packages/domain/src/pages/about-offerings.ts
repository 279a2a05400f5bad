import { isComingPage } from './coming-pages';

/**
 * Issue 8: "The About page promises what does not exist … It must say only what the site offers,
 * and grow with it." Each offering names the page it depends on; one whose page is still coming
 * (COMING_PAGES) is not mentioned. `page: null` is something every site has today.
 */
export const ABOUT_OFFERINGS = [
  { id: 'account', page: null },
  { id: 'twoFactor', page: null },
  { id: 'sessions', page: null },
  { id: 'regions', page: null },
  { id: 'fees', page: '/fee' },
  { id: 'markets', page: '/price' },
  { id: 'spot', page: '/trade' },
  { id: 'futures', page: '/futures/USDT/BTC_USDT' },
  { id: 'earn', page: '/simple-earn' },
] as const satisfies readonly { id: string; page: string | null }[];

export type AboutOfferingId = (typeof ABOUT_OFFERINGS)[number]['id'];

/** The offerings the About page lists, in order: those whose page exists. */
export function aboutOfferings(): AboutOfferingId[] {
  return ABOUT_OFFERINGS.filter((o) => o.page === null || !isComingPage(o.page)).map((o) => o.id);
}
