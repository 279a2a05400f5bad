import { earnProduct } from '@meridian/contracts';
import { earnAssets, type EarnProduct, type EarnProductFilter, filterEarnProducts, highestApr } from '@meridian/domain';
import * as z from 'zod/mini';

// The Simple Earn catalogue (issue 15): configuration, not a table. Products change with a deploy,
// and nobody subscribes yet, so nothing about them is per-user state. Checked when the module loads:
// a bad entry stops the server with a message naming it instead of being served.

/** The configuration's shape: the products, and the two rates no product gives (widgets §3). */
export interface EarnConfig {
  products: readonly EarnProduct[];
  /** widgets §3 "lend_earn_max_rate": the best lending rate, a fraction (lending is not a Simple Earn product). */
  lendEarnMaxRate: string;
  /** widgets §3 "total_reserve_rate": reserves over customer deposits, a fraction (1.16 is 116 %). */
  totalReserveRate: string;
}

const rate = z.string().check(z.regex(/^\d+(\.\d+)?$/, 'a non-negative decimal number as text'));

/** Checks a configuration: each product by the answer's contract, then the rules the contract cannot say. */
export function parseEarnConfig(config: EarnConfig): EarnConfig {
  const problems: string[] = [];
  const seen = new Set<number>();
  for (const [index, item] of config.products.entries()) {
    const parsed = z.safeParse(earnProduct, item);
    const name = `product ${index} (id ${item.product_id})`;
    if (!parsed.success) problems.push(`${name}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    if (seen.has(item.product_id)) problems.push(`${name}: the id is used twice`);
    seen.add(item.product_id);
    // A flexible product has no lock-up; a fixed one has one.
    if (item.product_type_tag === 'flexible' && item.term_days !== 0) problems.push(`${name}: flexible with a term`);
    if (item.product_type_tag === 'fixed' && item.term_days <= 0) problems.push(`${name}: fixed without a term`);
    if (!/^0(\.\d+)?$/.test(item.apr)) problems.push(`${name}: an APR of 100 % or more is a typing error`);
  }
  if (!z.safeParse(rate, config.lendEarnMaxRate).success) problems.push('lendEarnMaxRate: not a decimal');
  if (!z.safeParse(rate, config.totalReserveRate).success) problems.push('totalReserveRate: not a decimal');
  if (problems.length > 0) throw new Error(`Invalid Simple Earn configuration:\n${problems.join('\n')}`);
  return config;
}

const flexible = (product_id: number, asset: string, apr: string, min_amount: string): EarnProduct => ({
  product_id,
  product_type_tag: 'flexible',
  asset,
  term_days: 0,
  apr,
  min_amount,
});
const fixed = (product_id: number, asset: string, term_days: number, apr: string, min_amount: string): EarnProduct => ({
  product_id,
  product_type_tag: 'fixed',
  asset,
  term_days,
  apr,
  min_amount,
});

/** The catalogue, in display order: each asset's flexible product, then its terms, shortest first. */
export const EARN_CONFIG: EarnConfig = parseEarnConfig({
  products: [
    flexible(101, 'USDT', '0.052', '1'),
    fixed(102, 'USDT', 7, '0.061', '10'),
    fixed(103, 'USDT', 30, '0.072', '10'),
    fixed(104, 'USDT', 90, '0.085', '100'),
    flexible(201, 'BTC', '0.008', '0.0001'),
    fixed(202, 'BTC', 30, '0.015', '0.001'),
    fixed(203, 'BTC', 90, '0.022', '0.001'),
    flexible(301, 'ETH', '0.018', '0.001'),
    fixed(302, 'ETH', 30, '0.026', '0.01'),
    fixed(303, 'ETH', 60, '0.031', '0.01'),
    flexible(401, 'USDC', '0.048', '1'),
    fixed(402, 'USDC', 14, '0.058', '10'),
    flexible(501, 'SOL', '0.041', '0.01'),
    fixed(502, 'SOL', 30, '0.066', '0.1'),
    flexible(601, 'XRP', '0.012', '1'),
    flexible(701, 'DOGE', '0.015', '10'),
    fixed(702, 'DOGE', 30, '0.024', '100'),
  ],
  lendEarnMaxRate: '0.18',
  totalReserveRate: '1.16',
});

/** The products a filter keeps, and every asset on offer. */
export function earnProductListOf(filter: EarnProductFilter, config: EarnConfig = EARN_CONFIG) {
  return { list: filterEarnProducts(config.products, filter), assets: earnAssets(config.products) };
}

/**
 * The rates of widgets §3 the catalogue gives: "simple_earn_apr_usdt" the best USDT rate (the home
 * page's "up to"), "max_profit_rate" the best rate of any product; the other two as configured.
 */
export function earnRatesOf(config: EarnConfig = EARN_CONFIG) {
  return {
    simple_earn_apr_usdt: highestApr(config.products.filter((p) => p.asset === 'USDT')),
    max_profit_rate: highestApr(config.products),
    lend_earn_max_rate: config.lendEarnMaxRate,
    total_reserve_rate: config.totalReserveRate,
  };
}
