import { describe, expect, it } from 'vitest';
import { checkWithdrawal, FUNDS_NETWORKS, fundsNetwork, isValidAddress, memoProblem, networksOf } from './networks';

// Real-world shaped addresses (well-known public examples of each format).
const ADDRESSES = {
  bech32: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  legacyBtc: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
  evm: '0x52908400098527886E0F7030069857D2E4169EE7',
  tron: 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW',
  solana: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  xrp: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
  ton: 'EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2',
  doge: 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L',
} as const;

describe('deposit and withdrawal networks (issue 16)', () => {
  it('the coins and networks of the brief: BTC on BTC; ETH on ERC20; USDT on ERC20, TRC20 and SOL; SOL on SOL', () => {
    expect(networksOf('BTC').map((n) => n.network)).toEqual(['BTC']);
    expect(networksOf('ETH').map((n) => n.network)).toEqual(['ERC20']);
    expect(networksOf('USDT').map((n) => n.network)).toEqual(['ERC20', 'TRC20', 'SOL']);
    expect(networksOf('SOL').map((n) => n.network)).toEqual(['SOL']);
    expect(networksOf('NOPE')).toEqual([]);
    // A name on Object's prototype is no coin.
    expect(networksOf('constructor')).toEqual([]);
  });

  it('"XRP with a memo tag; TON with memo"', () => {
    expect(fundsNetwork('XRP', 'XRP')?.memo).toBe('tag');
    expect(fundsNetwork('TON', 'TON')?.memo).toBe('comment');
    expect(fundsNetwork('BTC', 'BTC')?.memo).toBe('none');
  });

  it('issue 16 item 4 "a minimum deposit and the confirmation count per network": positive, plain text', () => {
    for (const networks of Object.values(FUNDS_NETWORKS)) {
      for (const n of networks) {
        expect(n.minDeposit).toMatch(/^\d+(\.\d+)?$/);
        expect(Number(n.minDeposit)).toBeGreaterThan(0);
        expect(Number.isInteger(n.confirmations) && n.confirmations >= 1).toBe(true);
      }
    }
    // Per network, not per coin: USDT waits 12 blocks on Ethereum, 20 on Tron.
    expect(fundsNetwork('USDT', 'ERC20')?.confirmations).toBe(12);
    expect(fundsNetwork('USDT', 'TRC20')?.confirmations).toBe(20);
    expect(fundsNetwork('BTC', 'BTC')).toMatchObject({ minDeposit: '0.0001', confirmations: 2 });
  });

  it('every minimum and fee is plain decimal text, the fee below the minimum', () => {
    for (const networks of Object.values(FUNDS_NETWORKS)) {
      for (const n of networks) {
        expect(n.minWithdrawal).toMatch(/^\d+(\.\d+)?$/);
        expect(n.withdrawalFee).toMatch(/^\d+(\.\d+)?$/);
        expect(Number(n.withdrawalFee)).toBeLessThan(Number(n.minWithdrawal));
      }
    }
  });

  it('"address format validator" per network: each accepts its own form and refuses the others', () => {
    expect(isValidAddress('bitcoin', ADDRESSES.bech32)).toBe(true);
    expect(isValidAddress('bitcoin', ADDRESSES.legacyBtc)).toBe(true);
    expect(isValidAddress('evm', ADDRESSES.evm)).toBe(true);
    expect(isValidAddress('tron', ADDRESSES.tron)).toBe(true);
    expect(isValidAddress('solana', ADDRESSES.solana)).toBe(true);
    expect(isValidAddress('xrp', ADDRESSES.xrp)).toBe(true);
    expect(isValidAddress('ton', ADDRESSES.ton)).toBe(true);
    expect(isValidAddress('dogecoin', ADDRESSES.doge)).toBe(true);

    expect(isValidAddress('evm', ADDRESSES.tron)).toBe(false);
    expect(isValidAddress('evm', '0x52908400098527886E0F7030069857D2E4169EE')).toBe(false); // 39 hex
    expect(isValidAddress('tron', ADDRESSES.evm)).toBe(false);
    expect(isValidAddress('tron', 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxM0')).toBe(false); // 0 is not base58
    expect(isValidAddress('bitcoin', ADDRESSES.evm)).toBe(false);
    // A bech32 address's checksum is checked: one mistyped character (still of the charset) is refused.
    expect(isValidAddress('bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp')).toBe(false);
    expect(isValidAddress('bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdb')).toBe(false); // b is not bech32
    expect(isValidAddress('bitcoin', 'bc1qAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ')).toBe(false); // mixed case
    expect(isValidAddress('solana', 'short')).toBe(false);
    expect(isValidAddress('xrp', ADDRESSES.solana)).toBe(false);
    expect(isValidAddress('ton', ADDRESSES.evm)).toBe(false);
  });

  it('memos: an XRP tag is a 32-bit number, a TON comment short printable text; other networks take none', () => {
    expect(memoProblem('tag', '12345')).toBeNull();
    expect(memoProblem('tag', '4294967295')).toBeNull();
    expect(memoProblem('tag', '4294967296')).toMatch(/destination tag/);
    expect(memoProblem('tag', 'abc')).toMatch(/destination tag/);
    expect(memoProblem('comment', 'hello 42')).toBeNull();
    expect(memoProblem('comment', 'x'.repeat(121))).toMatch(/at most 120/);
    expect(memoProblem('none', '1')).toMatch(/no memo/);
    expect(memoProblem('none', undefined)).toBeNull();
    expect(memoProblem('tag', '')).toBeNull();
  });

  describe('checkWithdrawal (issue 16 "address-format validation per network, minimum and fee")', () => {
    const usdtTrc20 = { coin: 'USDT', network: 'TRC20', address: ADDRESSES.tron, amount: '5' };

    it("amount + fee is what leaves; the fee is the network's", () => {
      const checked = checkWithdrawal(usdtTrc20);
      expect(checked).toMatchObject({ ok: true, withdrawal: { amount: '5', fee: '1', total: '6', memo: null } });
    });

    it('"network known for coin"', () => {
      expect(checkWithdrawal({ ...usdtTrc20, network: 'BEP20' })).toMatchObject({ ok: false, field: 'network' });
      expect(checkWithdrawal({ ...usdtTrc20, coin: 'ABC' })).toMatchObject({ ok: false, field: 'coin' });
      // BTC has no TRC20 network.
      expect(checkWithdrawal({ ...usdtTrc20, coin: 'BTC' })).toMatchObject({ ok: false, field: 'network' });
    });

    it('"address format"', () => {
      const refused = checkWithdrawal({ ...usdtTrc20, address: ADDRESSES.evm });
      expect(refused).toMatchObject({ ok: false, field: 'address' });
      if (!refused.ok) expect(refused.message).toContain('T followed by 33 base58');
    });

    it('"amount >= minimum": the minimum itself passes, one unit below does not', () => {
      expect(checkWithdrawal({ ...usdtTrc20, amount: '4.999999' })).toMatchObject({ ok: false, field: 'amount' });
      expect(checkWithdrawal({ ...usdtTrc20, amount: '5.000000' }).ok).toBe(true);
    });

    it("an amount is plain positive decimal text with at most the network's decimals", () => {
      for (const amount of ['-5', '1e3', '', '5.', '.5', '0x10', ' 5', 'NaN']) {
        expect(checkWithdrawal({ ...usdtTrc20, amount }), amount).toMatchObject({ ok: false, field: 'amount' });
      }
      expect(checkWithdrawal({ ...usdtTrc20, amount: '5.1234567' })).toMatchObject({ ok: false, field: 'amount' });
    });

    it('a memo where the network takes one, refused where it takes none', () => {
      const xrp = { coin: 'XRP', network: 'XRP', address: ADDRESSES.xrp, amount: '20', memo: '77' };
      expect(checkWithdrawal(xrp)).toMatchObject({ ok: true, withdrawal: { memo: '77', total: '20.25' } });
      expect(checkWithdrawal({ ...usdtTrc20, memo: '77' })).toMatchObject({ ok: false, field: 'memo' });
    });
  });
});
