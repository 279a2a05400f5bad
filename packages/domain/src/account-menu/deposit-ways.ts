import { localizePath } from '../locales/locales';
import type { SiteKey } from '../sites/site-ids';

// widgets §2 "Deposit chooser: lists other ways to deposit (on-chain, gate code, P2P, card, bank)";
// shell §2 "Fund-wallet drawer (width 414px, 300 ms slide)" and its five links.

export type DepositWay = 'onChain' | 'gateCode' | 'p2p' | 'card' | 'bank';

/** widgets §2 "/myaccount/deposit/{currency} (currency defaults to USDT)". */
export const DEFAULT_DEPOSIT_CURRENCY = 'USDT';

/**
 * The code of the fiat-trade menu in the compliance check's menu data (shell §3 "menu (list of
 * restricted feature codes)"). The spec names the menu, not its code: this one is ours.
 */
export const FIAT_TRADE_MENU_CODE = 'fiat_trade';

/** The chooser's ways that buy with money (the "other ways" block); on-chain and gate code are always offered. */
export const OTHER_DEPOSIT_WAYS = ['p2p', 'card', 'bank'] as const satisfies readonly DepositWay[];

/** The chooser's ways that move crypto in, always offered. */
export const CRYPTO_DEPOSIT_WAYS = ['onChain', 'gateCode'] as const satisfies readonly DepositWay[];

export interface OtherDepositWaysInput {
  site: SiteKey;
  /** shell §3 compliance limit `is_uk_limit`. */
  ukLimited: boolean | undefined;
  /** shell §3 compliance check `menu`. */
  menu: readonly string[];
}

/**
 * widgets §5 "The deposit chooser's other-ways block shows only when the site is main, not
 * UK-limited, and the fiat-trade menu is absent from the menu data."
 */
export function showsOtherDepositWays({ site, ukLimited, menu }: OtherDepositWaysInput): boolean {
  return site === 'main' && ukLimited !== true && !menu.includes(FIAT_TRADE_MENU_CODE);
}

/** A currency code safe in a path segment, or the default (an empty or odd value is not a coin). */
function currencyOrDefault(currency: string | undefined): string {
  const code = (currency ?? '').trim().toUpperCase();
  return /^[A-Z0-9]{1,20}$/.test(code) ? code : DEFAULT_DEPOSIT_CURRENCY;
}

/** A fiat code (ISO 4217-like), or USD. */
function fiatOrDefault(fiat: string | undefined): string {
  const code = (fiat ?? '').trim().toUpperCase();
  return /^[A-Z]{3,5}$/.test(code) ? code : 'USD';
}

/**
 * widgets §2 "Deposit chooser targets (open in a new window): /myaccount/deposit/{currency}
 * (currency defaults to USDT), /myaccount/deposit_gatecode, /c2c/USDT_{fiat},
 * /crypto/buy/with-credit-card?method=card&fiat={fiat},
 * /crypto/buy/with-bank-account?method=bank&fiat={fiat}", under the locale prefix.
 */
export function depositChooserTargets(
  options: {
    currency?: string | undefined;
    /** The fiat to buy with by card or bank (shell §3 site settings defaultBuyCryptoFiat). */
    fiat?: string | undefined;
    /** The P2P market's fiat (shell §3 defaultP2PFiat); the other fiat when not given. */
    p2pFiat?: string | undefined;
  },
  localePrefix = '',
): Record<DepositWay, string> {
  const currency = currencyOrDefault(options.currency);
  const fiat = fiatOrDefault(options.fiat);
  const p2pFiat = options.p2pFiat === undefined ? fiat : fiatOrDefault(options.p2pFiat);
  const to = (path: string) => localizePath(localePrefix, path);
  return {
    onChain: to(`/myaccount/deposit/${currency}`),
    gateCode: to('/myaccount/deposit_gatecode'),
    p2p: to(`/c2c/USDT_${p2pFiat}`),
    card: to(`/crypto/buy/with-credit-card?method=card&fiat=${fiat}`),
    bank: to(`/crypto/buy/with-bank-account?method=bank&fiat=${fiat}`),
  };
}

/** The ways the chooser lists, in order: crypto first, then the other ways when the rule lets them show. */
export function depositChooserWays(showOtherWays: boolean): DepositWay[] {
  return [...CRYPTO_DEPOSIT_WAYS, ...(showOtherWays ? OTHER_DEPOSIT_WAYS : [])];
}

export type FundWalletLinkKey = 'deposit' | 'gateCode' | 'card' | 'bank' | 'p2p';

/**
 * shell §2 "Fund-wallet drawer ... Links: /myaccount/deposit/USDT, /myaccount/deposit_gatecode,
 * /crypto/buy/with-credit-card?method=card, /crypto/buy/with-bank-account?method=bank, /c2c/market."
 */
export const FUND_WALLET_LINKS: ReadonlyArray<{ key: FundWalletLinkKey; path: string }> = Object.freeze([
  { key: 'deposit', path: '/myaccount/deposit/USDT' },
  { key: 'gateCode', path: '/myaccount/deposit_gatecode' },
  { key: 'card', path: '/crypto/buy/with-credit-card?method=card' },
  { key: 'bank', path: '/crypto/buy/with-bank-account?method=bank' },
  { key: 'p2p', path: '/c2c/market' },
]);

/** shell §9 "Drawer transition 300 ms; drawer width 414px" (the fund-wallet drawer, shell §2). */
export const FUND_WALLET_DRAWER = Object.freeze({ widthPx: 414, slideMs: 300 });

/** shell §2: every link of the drawer under the locale prefix ('' for English). */
export function fundWalletLinks(localePrefix: string): Array<{ key: FundWalletLinkKey; href: string }> {
  return FUND_WALLET_LINKS.map(({ key, path }) => ({ key, href: localizePath(localePrefix, path) }));
}
