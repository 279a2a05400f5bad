import { describe, expect, it } from 'vitest';
import {
  aprPercentText,
  type EarnProduct,
  earnAssets,
  earnFilterQuery,
  filterEarnProducts,
  highestApr,
  readEarnProductFilter,
} from './earn-products';

/** A query's values by name (the domain has no URLSearchParams: it runs without DOM or Node types). */
const query = (text: string) => {
  const params = new Map(text.split('&').map((pair) => pair.split('=') as [string, string]));
  return readEarnProductFilter((name) => params.get(name));
};

const product = (id: number, tag: EarnProduct['product_type_tag'], asset: string, apr: string): EarnProduct => ({
  product_id: id,
  product_type_tag: tag,
  asset,
  term_days: tag === 'flexible' ? 0 : 30,
  apr,
  min_amount: '1',
});

const PRODUCTS = [
  product(1, 'flexible', 'USDT', '0.05'),
  product(2, 'fixed', 'USDT', '0.08'),
  product(3, 'flexible', 'BTC', '0.01'),
  product(4, 'fixed', 'BTC', '0.025'),
  product(5, 'flexible', 'ETH', '0.02'),
];
const ids = (products: readonly EarnProduct[]) => products.map((p) => p.product_id);

describe('Simple Earn filter: shell §2 "/simple-earn (product_id, product_type_tag, asset, coin)"', () => {
  it('"product_id, product_type_tag, asset, coin query parameters honoured"', () => {
    const keep = (text: string) => {
      const read = query(text);
      if (!read.ok) throw new Error(`${text}: ${read.problem}`);
      return ids(filterEarnProducts(PRODUCTS, read.filter));
    };
    expect(keep('product_id=4')).toEqual([4]);
    expect(keep('product_type_tag=fixed')).toEqual([2, 4]);
    expect(keep('asset=BTC')).toEqual([3, 4]);
    // coin is another name for asset, and case does not matter.
    expect(keep('coin=btc')).toEqual([3, 4]);
    expect(keep('asset=usdt&product_type_tag=flexible')).toEqual([1]);
    expect(keep('asset=ETH&coin=eth')).toEqual([5]);
    // All the conditions hold together: product 4 is not an ETH product.
    expect(keep('product_id=4&asset=ETH')).toEqual([]);
  });

  it('no filter, or blank values, keeps every product in order', () => {
    expect(query('')).toEqual({ ok: true, filter: {} });
    expect(query('asset=&coin= &product_id=')).toEqual({ ok: true, filter: {} });
    expect(filterEarnProducts(PRODUCTS, {})).toEqual(PRODUCTS);
  });

  it('a bad value names its field', () => {
    expect(query('product_id=abc')).toMatchObject({ ok: false, field: 'product_id' });
    expect(query('product_id=0')).toMatchObject({ ok: false, field: 'product_id' });
    expect(query('product_id=1234567890')).toMatchObject({ ok: false, field: 'product_id' });
    expect(query('product_type_tag=locked')).toMatchObject({ ok: false, field: 'product_type_tag' });
    expect(query('asset=US-DT')).toMatchObject({ ok: false, field: 'asset' });
    expect(query('coin=<b>')).toMatchObject({ ok: false, field: 'coin' });
    // asset and coin must agree when both are given.
    expect(query('asset=BTC&coin=ETH')).toMatchObject({ ok: false, field: 'coin' });
  });

  it('links and API calls use the canonical names (asset, never coin)', () => {
    const read = query('coin=sol&product_type_tag=fixed&product_id=12');
    expect(read.ok && earnFilterQuery(read.filter)).toEqual({
      product_id: '12',
      product_type_tag: 'fixed',
      asset: 'SOL',
    });
    expect(earnFilterQuery({})).toEqual({});
  });

  it('the assets on offer, each once, in the products order', () => {
    expect(earnAssets(PRODUCTS)).toEqual(['USDT', 'BTC', 'ETH']);
  });
});

describe('APR as a percentage', () => {
  it('a fraction times 100, exactly, trailing zeros dropped', () => {
    expect(aprPercentText('0.052')).toBe('5.2');
    expect(aprPercentText('0.05')).toBe('5');
    expect(aprPercentText('0.1')).toBe('10');
    expect(aprPercentText('1.5')).toBe('150');
    expect(aprPercentText('0')).toBe('0');
    expect(aprPercentText('0.0001')).toBe('0.01');
    // 0.1 + 0.2 as floats is 0.30000000000000004: text keeps it exact.
    expect(aprPercentText('0.3')).toBe('30');
  });

  it('cut to two decimals, never rounded up (a rate is not promised higher than it is)', () => {
    expect(aprPercentText('0.12349')).toBe('12.34');
    expect(aprPercentText('0.00009')).toBe('0');
    expect(aprPercentText('0.123456', 4)).toBe('12.3456');
  });

  it('text that is not a non-negative decimal gives null', () => {
    for (const bad of ['', '-0.05', 'abc', '5%', '1e-2', '.5']) expect(aprPercentText(bad), bad).toBeNull();
  });

  it('the highest APR, compared exactly as decimals (0.25 beats 0.1 although "0.1" has fewer digits)', () => {
    expect(highestApr(PRODUCTS)).toBe('0.08');
    expect(highestApr([{ apr: '0.1' }, { apr: '0.25' }, { apr: '0.09999' }])).toBe('0.25');
    expect(highestApr([{ apr: '1.2' }, { apr: '0.99' }])).toBe('1.2');
    expect(highestApr([])).toBe('0');
  });
});
