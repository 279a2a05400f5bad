/** The header's main links: each names its label (common.nav.<id>) and the page it leads to. */
export interface NavItem {
  id: 'markets' | 'trade' | 'futures' | 'earn';
  /** The page's path without locale prefix. */
  path: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'markets', path: '/price' },
  { id: 'trade', path: '/trade/BTC_USDT' },
  { id: 'futures', path: '/futures/USDT/BTC_USDT' },
  { id: 'earn', path: '/simple-earn' },
];

export interface NavLink {
  id: NavItem['id'];
  href: string;
}

/**
 * The items that get a link: those whose page is built (`pageHref` gives null for a coming page,
 * issue 8), so an item appears by itself once its path leaves the domain's COMING_PAGES.
 */
export function navLinks(items: readonly NavItem[], pageHref: (path: string) => string | null): NavLink[] {
  return items.flatMap(({ id, path }) => {
    const href = pageHref(path);
    return href === null ? [] : [{ id, href }];
  });
}
