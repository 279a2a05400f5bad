import { describe, expect, it } from 'vitest';
import { loginRedirectPath, kycReviewState, kycSteps } from './account-pages';
import {
  DEFAULT_DEPOSIT_CURRENCY,
  depositChooserTargets,
  depositChooserWays,
  FIAT_TRADE_MENU_CODE,
  FUND_WALLET_DRAWER,
  fundWalletLinks,
  showsOtherDepositWays,
} from './deposit-ways';

describe('deposit chooser (widgets §2, §5)', () => {
  it('widgets §5 "the other-ways block shows only when the site is main, not UK-limited, and the fiat-trade menu is absent from the menu data"', () => {
    expect(showsOtherDepositWays({ site: 'main', ukLimited: false, menu: [] })).toBe(true);
    expect(showsOtherDepositWays({ site: 'main', ukLimited: undefined, menu: ['nft', 'c2cloan'] })).toBe(true);
    // Each condition alone hides it.
    expect(showsOtherDepositWays({ site: 'eu', ukLimited: false, menu: [] })).toBe(false);
    expect(showsOtherDepositWays({ site: 'uk', ukLimited: false, menu: [] })).toBe(false);
    expect(showsOtherDepositWays({ site: 'main', ukLimited: true, menu: [] })).toBe(false);
    expect(showsOtherDepositWays({ site: 'main', ukLimited: false, menu: [FIAT_TRADE_MENU_CODE] })).toBe(false);
  });

  it('widgets §2 "lists other ways to deposit (on-chain, gate code, P2P, card, bank)": crypto always, fiat in the other-ways block', () => {
    expect(depositChooserWays(true)).toEqual(['onChain', 'gateCode', 'p2p', 'card', 'bank']);
    expect(depositChooserWays(false)).toEqual(['onChain', 'gateCode']);
  });

  it('widgets §1 targets: "/myaccount/deposit/{currency} (currency defaults to USDT)" and the fiat ones', () => {
    expect(DEFAULT_DEPOSIT_CURRENCY).toBe('USDT');
    expect(depositChooserTargets({ fiat: 'EUR' })).toEqual({
      onChain: '/myaccount/deposit/USDT',
      gateCode: '/myaccount/deposit_gatecode',
      p2p: '/c2c/USDT_EUR',
      card: '/crypto/buy/with-credit-card?method=card&fiat=EUR',
      bank: '/crypto/buy/with-bank-account?method=bank&fiat=EUR',
    });
    expect(depositChooserTargets({ currency: 'btc', fiat: 'try' }, 'tr').onChain).toBe('/tr/myaccount/deposit/BTC');
    expect(depositChooserTargets({ currency: 'btc', fiat: 'try' }, 'tr').p2p).toBe('/tr/c2c/USDT_TRY');
    // The P2P market may have a fiat of its own (shell §3 defaultP2PFiat).
    expect(depositChooserTargets({ fiat: 'USD', p2pFiat: 'EUR' }).p2p).toBe('/c2c/USDT_EUR');
    expect(depositChooserTargets({ fiat: 'USD', p2pFiat: 'EUR' }).card).toContain('fiat=USD');
    // Nothing odd reaches a path: an empty or unsafe currency is the default, an unsafe fiat is USD.
    expect(depositChooserTargets({ currency: '', fiat: 'x/../y' }).onChain).toBe('/myaccount/deposit/USDT');
    expect(depositChooserTargets({ currency: '../admin' }).onChain).toBe('/myaccount/deposit/USDT');
    expect(depositChooserTargets({ fiat: 'x/../y' }).card).toBe('/crypto/buy/with-credit-card?method=card&fiat=USD');
  });
});

describe('fund-wallet drawer (shell §2 "width 414px, 300 ms slide")', () => {
  it('its five links, locale-prefixed', () => {
    expect(FUND_WALLET_DRAWER).toEqual({ widthPx: 414, slideMs: 300 });
    expect(fundWalletLinks('').map((link) => link.href)).toEqual([
      '/myaccount/deposit/USDT',
      '/myaccount/deposit_gatecode',
      '/crypto/buy/with-credit-card?method=card',
      '/crypto/buy/with-bank-account?method=bank',
      '/c2c/market',
    ]);
    expect(fundWalletLinks('ar-dubai').map((link) => link.href)).toEqual([
      '/ar-dubai/myaccount/deposit/USDT',
      '/ar-dubai/myaccount/deposit_gatecode',
      '/ar-dubai/crypto/buy/with-credit-card?method=card',
      '/ar-dubai/crypto/buy/with-bank-account?method=bank',
      '/ar-dubai/c2c/market',
    ]);
  });
});

describe('account pages', () => {
  it('a visitor goes to the log-in page of the same locale, with the page to come back to', () => {
    expect(loginRedirectPath('', '/myaccount/security')).toBe('/login?return_to=%2Fmyaccount%2Fsecurity');
    expect(loginRedirectPath('de', '/de/myaccount?x=1')).toBe('/de/login?return_to=%2Fde%2Fmyaccount%3Fx%3D1');
    // Never another origin.
    expect(loginRedirectPath('', '//evil.example/x')).toBe('/login?return_to=%2F');
    expect(loginRedirectPath('de', 'https://evil.example/')).toBe('/de/login?return_to=%2Fde%2F');
  });

  it('shell §3 "KYC levels: 0 none, 5 level 0.5, 2 level 1, 1 level 2, 4 level 3, 3 company" as steps', () => {
    const states = (verified: number) => kycSteps(verified).map((step) => `${step.level}:${step.state}`);
    expect(states(0)).toEqual(['level0_5:todo', 'level1:todo', 'level2:todo', 'level3:todo']);
    expect(states(5)).toEqual(['level0_5:current', 'level1:todo', 'level2:todo', 'level3:todo']);
    // Level 2 is code 1 (below level 1's code 2): the order is the ladder's, not the codes'.
    expect(states(1)).toEqual(['level0_5:done', 'level1:done', 'level2:current', 'level3:todo']);
    expect(states(4)).toEqual(['level0_5:done', 'level1:done', 'level2:done', 'level3:current']);
    expect(states(3)).toEqual(['level0_5:done', 'level1:done', 'level2:done', 'level3:done']);
    expect(states(99)).toEqual(states(0));
  });

  it('the review state of users.kyc_status (0 none, 1 under review, 2 approved, 3 rejected)', () => {
    expect([0, 1, 2, 3, 7].map(kycReviewState)).toEqual(['none', 'underReview', 'approved', 'rejected', 'none']);
  });
});
