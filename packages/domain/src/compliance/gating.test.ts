import { describe, expect, it } from 'vitest';
import { COMPLIANCE_TIPS_PATH, complianceGate, featureCodeOfPath } from './gating';

const check = (menu: string[], limit: Record<string, unknown> = {}) => ({ menu, limit });

describe('compliance gating (shell §4)', () => {
  it('"A restricted limit_country redirects to /state_compliance_tips", from any page', () => {
    for (const path of ['/', '/trade/BTC_USDT', '/price', '/c2c/market']) {
      expect(complianceGate(path, check([], { limit_country: true }))).toEqual({
        kind: 'redirect',
        to: COMPLIANCE_TIPS_PATH,
        reason: 'limit_country',
      });
    }
  });

  it('the tips page, the legal documents and the ways to take assets out stay open (decision 0048)', () => {
    const closed = check(['c2c'], { limit_country: true });
    for (const path of [COMPLIANCE_TIPS_PATH, '/user-agreement', '/privacy-policy', '/legal/disclosures', '/login']) {
      expect(complianceGate(path, closed)).toEqual({ kind: 'open' });
    }
    expect(complianceGate('/myaccount/withdraw/USDT', closed)).toEqual({ kind: 'open' });
    expect(complianceGate('/myaccount/tickets', closed)).toEqual({ kind: 'open' });
  });

  it('"A restricted feature code with is_show_compliance_tips shows the tips"', () => {
    expect(complianceGate('/c2c/market', check(['c2c'], { is_show_compliance_tips: true }))).toEqual({
      kind: 'tips',
      feature: 'c2c',
    });
  });

  it('"without it the user is redirected" (home)', () => {
    expect(complianceGate('/c2c', check(['c2c']))).toEqual({ kind: 'redirect', to: '/', reason: 'c2c' });
  });

  it('a feature not in the menu, or a page of no feature, is open', () => {
    expect(complianceGate('/c2c', check(['nft'], { is_show_compliance_tips: true }))).toEqual({ kind: 'open' });
    expect(complianceGate('/trade/BTC_USDT', check(['c2c', 'nft']))).toEqual({ kind: 'open' });
    // Only a whole segment matches: /nfts is not /nft.
    expect(complianceGate('/nfts', check(['nft']))).toEqual({ kind: 'open' });
  });

  it('unknown codes in the menu gate nothing', () => {
    expect(complianceGate('/', check(['', 'home', '/'], {}))).toEqual({ kind: 'open' });
  });
});

describe('featureCodeOfPath (shell §2 compliance pattern list)', () => {
  it('maps each path to its feature, the longest path winning', () => {
    expect(featureCodeOfPath('/nft')).toBe('nft');
    expect(featureCodeOfPath('/nft/collection/1')).toBe('nft');
    expect(featureCodeOfPath('/referral')).toBe('referral');
    expect(featureCodeOfPath('/referral/affiliate')).toBe('affiliate');
    expect(featureCodeOfPath('/staking/TON')).toBe('staking_ton');
    expect(featureCodeOfPath('/staking/ton')).toBe('staking_ton');
    expect(featureCodeOfPath('/price/rank')).toBe('rank');
    expect(featureCodeOfPath('/price')).toBe('price');
    expect(featureCodeOfPath('/trade/BTC_USDT')).toBeUndefined();
    expect(featureCodeOfPath('/')).toBeUndefined();
  });
});
