import { localizePath } from '../locales/locales';
import { isPageUnder, pagePathOf } from '../growth/page-path';

// widgets §2 "Account side menu: nested items, each with route, extra active routes, hidden flag,
// icon and tooltip." widgets §4 "Account side menu: Collapses or expands; expanded ids are
// remembered when collapsing." The items themselves are ours: the account routes of shell §2.

/** The icons the web draws for the menu's items (the web maps each to its glyph). */
export type AccountMenuIcon =
  | 'overview'
  | 'assets'
  | 'deposit'
  | 'deposit-code'
  | 'withdraw'
  | 'security'
  | 'fund-password'
  | 'identity'
  | 'sub-accounts'
  | 'tickets';

export interface AccountMenuItem {
  /** Stable id: the expanded ids and the active item name items by it; also its message key. */
  id: string;
  /** The page without locale prefix; a group without a page of its own has none. */
  route?: string;
  /** Other pages (without locale prefix) on which this item is the active one, with what lies under them. */
  extraActiveRoutes?: readonly string[];
  /** Left out of the menu (widgets §2 "hidden flag"). */
  hidden?: boolean;
  icon: AccountMenuIcon;
  /** A message key of a hint shown beside the item (widgets §2 "tooltip"). */
  tooltip?: string;
  children?: readonly AccountMenuItem[];
}

/** shell §2 account routes the menu leads to (without locale prefix). */
export const ACCOUNT_ROUTES = Object.freeze({
  overview: '/myaccount',
  deposit: '/myaccount/deposit/USDT',
  depositCode: '/myaccount/deposit_gatecode',
  withdraw: '/myaccount/withdraw/USDT',
  security: '/myaccount/security',
  totp: '/myaccount/totp',
  fundPassword: '/myaccount/fundpass_setup',
  kycHome: '/myaccount/kyc_home',
  subAccounts: '/myaccount/profile/sub-account-manage',
  tickets: '/myaccount/tickets',
} as const);

export interface AccountMenuOptions {
  /** shell §3 user info `is_sub`: a sub-account manages no sub-accounts of its own. */
  isSubAccount: boolean;
}

/**
 * The account side menu's items, in order: overview; assets (deposit, deposit codes, withdraw); security (account
 * security, fund password); identity verification; sub-accounts (hidden for a sub-account);
 * support tickets. Extra active routes keep an item lit on the pages it leads to (widgets §2
 * deposit targets, shell §2 /myaccount/totp, passkeys and devices, widgets §2 kyc2 and kyc3_v1).
 */
export function accountMenuItems(options: AccountMenuOptions): AccountMenuItem[] {
  return [
    { id: 'overview', route: ACCOUNT_ROUTES.overview, icon: 'overview' },
    {
      id: 'assets',
      icon: 'assets',
      children: [
        {
          id: 'deposit',
          route: ACCOUNT_ROUTES.deposit,
          extraActiveRoutes: ['/myaccount/deposit', '/myaccount/deposit_fiat'],
          icon: 'deposit',
        },
        // Issue 16 item 5: the gate-code way of widgets §1, a page of its own beside the on-chain deposit.
        { id: 'depositCode', route: ACCOUNT_ROUTES.depositCode, icon: 'deposit-code' },
        {
          id: 'withdraw',
          route: ACCOUNT_ROUTES.withdraw,
          extraActiveRoutes: ['/myaccount/withdraw'],
          icon: 'withdraw',
        },
      ],
    },
    {
      id: 'securityGroup',
      icon: 'security',
      children: [
        {
          id: 'security',
          route: ACCOUNT_ROUTES.security,
          extraActiveRoutes: [
            ACCOUNT_ROUTES.totp,
            '/myaccount/profile/passkey-manager',
            '/myaccount/profile/security_device',
          ],
          icon: 'security',
        },
        {
          id: 'fundPassword',
          route: ACCOUNT_ROUTES.fundPassword,
          icon: 'fund-password',
          tooltip: 'fundPasswordHint',
        },
      ],
    },
    {
      id: 'kycHome',
      route: ACCOUNT_ROUTES.kycHome,
      extraActiveRoutes: ['/myaccount/kyc2', '/myaccount/kyc3_v1'],
      icon: 'identity',
    },
    {
      id: 'subAccounts',
      route: ACCOUNT_ROUTES.subAccounts,
      icon: 'sub-accounts',
      hidden: options.isSubAccount,
      tooltip: 'subAccountsHint',
    },
    { id: 'tickets', route: ACCOUNT_ROUTES.tickets, icon: 'tickets' },
  ];
}

/**
 * widgets §2 "hidden flag": the items to show, hidden ones left out at every depth. A group whose
 * children are all hidden (and that has no page of its own) goes too: it would open onto nothing.
 */
export function visibleAccountMenuItems(items: readonly AccountMenuItem[]): AccountMenuItem[] {
  return items.flatMap((item) => {
    if (item.hidden) return [];
    if (!item.children) return [item];
    const children = visibleAccountMenuItems(item.children);
    if (children.length === 0 && item.route === undefined) return [];
    return [{ ...item, children }];
  });
}

/** How well `page` (a pagePathOf path) matches an item: the length of its longest matching route, or -1. */
function matchLength(item: AccountMenuItem, page: string): number {
  const routes = [...(item.route === undefined ? [] : [item.route]), ...(item.extraActiveRoutes ?? [])];
  let best = -1;
  for (const route of routes) {
    if (isPageUnder(page, route)) best = Math.max(best, pagePathOf(route).length);
  }
  return best;
}

/**
 * The ids from the top of the menu down to the item active on `path` (a browser path, with or
 * without locale prefix, query or trailing slash): the item whose route or extra active route is
 * the page or holds it, the most specific one when several do (the overview's /myaccount holds
 * every account page). Empty when no item is active. Hidden items are never active.
 */
export function activeAccountMenuTrail(items: readonly AccountMenuItem[], path: string): string[] {
  const page = pagePathOf(path);
  let bestTrail: string[] = [];
  let bestLength = -1;
  const visit = (list: readonly AccountMenuItem[], parents: readonly string[]) => {
    for (const item of list) {
      if (item.hidden) continue;
      const trail = [...parents, item.id];
      const length = matchLength(item, page);
      if (length > bestLength) {
        bestTrail = trail;
        bestLength = length;
      }
      if (item.children) visit(item.children, trail);
    }
  };
  visit(items, []);
  return bestTrail;
}

/** The id of the item active on `path`, or null (see activeAccountMenuTrail). */
export function activeAccountMenuItem(items: readonly AccountMenuItem[], path: string): string | null {
  return activeAccountMenuTrail(items, path).at(-1) ?? null;
}

/** An item's href under the locale prefix ('' for English), or null for a group without a page. */
export function accountMenuHref(item: AccountMenuItem, localePrefix: string): string | null {
  return item.route === undefined ? null : localizePath(localePrefix, item.route);
}

// ---- layout by window width (widgets §2, §9) ----

export type AccountMenuVariant = 'one' | 'two';

/** How the menu is laid out: beside the page at full width, as a narrow rail of icons, or as a dropdown above the page. */
export type AccountMenuMode = 'wide' | 'collapsed' | 'dropdown';

export interface AccountMenuVariantSpec {
  /** Collapsed below this window width (px). */
  collapseBelowPx: number;
  /** A dropdown above the page below this window width (px). */
  dropdownBelowPx: number;
  /** Width when wide (px). */
  widePx: number;
  /** A narrower wide width below a window width, if the variant has one. */
  narrowWide?: { belowPx: number; widePx: number };
  /** Width when collapsed (px). */
  collapsedPx: number;
}

/**
 * widgets §2 "Variant one: wide 300 px, collapsed 104 px below 1439 px, mobile dropdown below 992
 * px. Variant two: collapses below 1248 px, goes mobile below 768 px, width 288 px (256 px under
 * 1024 px), collapsed 96 px." widgets §9 "Menu breakpoints 1439, 992, 1248, 768, 1024; widths 300,
 * 104, 288, 256, 96."
 */
export const ACCOUNT_MENU_VARIANTS = Object.freeze({
  one: { collapseBelowPx: 1439, dropdownBelowPx: 992, widePx: 300, collapsedPx: 104 },
  two: {
    collapseBelowPx: 1248,
    dropdownBelowPx: 768,
    widePx: 288,
    narrowWide: { belowPx: 1024, widePx: 256 },
    collapsedPx: 96,
  },
} as const satisfies Record<AccountMenuVariant, AccountMenuVariantSpec>);

export interface AccountMenuLayout {
  mode: AccountMenuMode;
  /** The menu's width in this mode (px); null for the dropdown, which spans the page. */
  inlineSizePx: number | null;
  /** Its width when the reader expands it (px): what a collapsed rail opens to; null for the dropdown. */
  expandedInlineSizePx: number | null;
}

/** The menu's width when expanded at a window width (variant two is narrower under 1024 px). */
function wideWidth(spec: AccountMenuVariantSpec, windowWidthPx: number): number {
  return spec.narrowWide && windowWidthPx < spec.narrowWide.belowPx ? spec.narrowWide.widePx : spec.widePx;
}

/** The menu's layout for a window width ("below N px": narrower than N; N itself is the wider layout). */
export function accountMenuLayout(variant: AccountMenuVariant, windowWidthPx: number): AccountMenuLayout {
  const spec: AccountMenuVariantSpec = ACCOUNT_MENU_VARIANTS[variant];
  if (windowWidthPx < spec.dropdownBelowPx) return { mode: 'dropdown', inlineSizePx: null, expandedInlineSizePx: null };
  const expanded = wideWidth(spec, windowWidthPx);
  if (windowWidthPx < spec.collapseBelowPx) {
    return { mode: 'collapsed', inlineSizePx: spec.collapsedPx, expandedInlineSizePx: expanded };
  }
  return { mode: 'wide', inlineSizePx: expanded, expandedInlineSizePx: expanded };
}

/** A media query that holds when the window is narrower than `px` (767.98: below 768 without overlap at 768). */
export function belowWidthQuery(px: number): string {
  return `(max-width: ${px - 0.02}px)`;
}

/**
 * The media queries of a variant's breakpoints, for matchMedia and the stylesheet (which must
 * write the same ones: its test checks), so the server-rendered page is laid out by CSS already.
 */
export function accountMenuMediaQueries(variant: AccountMenuVariant): { collapsed: string; dropdown: string } {
  const spec = ACCOUNT_MENU_VARIANTS[variant];
  return { collapsed: belowWidthQuery(spec.collapseBelowPx), dropdown: belowWidthQuery(spec.dropdownBelowPx) };
}

/** The mode from which of a variant's media queries match (dropdown wins: it is the narrower). */
export function accountMenuModeFromMedia(matches: { collapsed: boolean; dropdown: boolean }): AccountMenuMode {
  if (matches.dropdown) return 'dropdown';
  return matches.collapsed ? 'collapsed' : 'wide';
}

// ---- collapsing and expanding (widgets §4) ----

export interface AccountMenuState {
  /** The rail shows icons only. */
  collapsed: boolean;
  /** The groups open now. */
  expandedIds: readonly string[];
  /** The groups that were open when the menu collapsed, opened again when it expands. */
  rememberedIds: readonly string[];
}

export function initialAccountMenuState(expandedIds: readonly string[] = [], collapsed = false): AccountMenuState {
  return collapsed
    ? { collapsed: true, expandedIds: [], rememberedIds: [...expandedIds] }
    : { collapsed: false, expandedIds: [...expandedIds], rememberedIds: [] };
}

/** widgets §4 "expanded ids are remembered when collapsing": a rail of icons shows no open group. */
export function collapseAccountMenu(state: AccountMenuState): AccountMenuState {
  if (state.collapsed) return state;
  return { collapsed: true, expandedIds: [], rememberedIds: state.expandedIds };
}

/** Expanding opens again the groups that were open when it collapsed. */
export function expandAccountMenu(state: AccountMenuState): AccountMenuState {
  if (!state.collapsed) return state;
  return { collapsed: false, expandedIds: state.rememberedIds, rememberedIds: [] };
}

/** Open or close one group. */
export function toggleAccountMenuGroup(state: AccountMenuState, id: string): AccountMenuState {
  const open = state.expandedIds.includes(id);
  return { ...state, expandedIds: open ? state.expandedIds.filter((x) => x !== id) : [...state.expandedIds, id] };
}
