import { parseDecimalText } from '../amount/decimal-text';

// Simple Earn products (issue 15): shell §2 "/simple-earn (product_id, product_type_tag, asset,
// coin)". The rules the API's filter and the page share, so both read a link the same way.

/** The kinds of product: flexible (redeem any time) and fixed-term. */
export const EARN_PRODUCT_TYPE_TAGS = ['flexible', 'fixed'] as const;
export type EarnProductTypeTag = (typeof EARN_PRODUCT_TYPE_TAGS)[number];

export function isEarnProductTypeTag(value: string): value is EarnProductTypeTag {
  return (EARN_PRODUCT_TYPE_TAGS as readonly string[]).includes(value);
}

/** One product as the API sends it (wire names). Rates and amounts are decimal text, never floats. */
export interface EarnProduct {
  product_id: number;
  product_type_tag: EarnProductTypeTag;
  /** The asset deposited and paid out, upper case (`USDT`). */
  asset: string;
  /** Lock-up in days; 0 for a flexible product. */
  term_days: number;
  /** Annual percentage rate as a fraction: `0.052` is 5.2 %. */
  apr: string;
  /** The smallest subscription, in `asset`. */
  min_amount: string;
}

/** shell §2: the page's query names, which the API's filter takes too (`coin` is another name for `asset`). */
export const EARN_QUERY_KEYS = {
  productId: 'product_id',
  typeTag: 'product_type_tag',
  asset: 'asset',
  coin: 'coin',
} as const;

/** An asset code as a link may carry one (any case; compared upper case). */
export const EARN_ASSET_PATTERN = /^[A-Za-z0-9]{1,20}$/;
/** A product id: a positive whole number of at most nine digits. */
export const EARN_PRODUCT_ID_PATTERN = /^[1-9]\d{0,8}$/;

/** What a link asks for; absent fields do not filter. */
export interface EarnProductFilter {
  productId?: number;
  typeTag?: EarnProductTypeTag;
  /** Upper case. */
  asset?: string;
}

export type EarnFilterOutcome = { ok: true; filter: EarnProductFilter } | { ok: false; field: string; problem: string };

const refused = (field: string, problem: string): EarnFilterOutcome => ({ ok: false, field, problem });

/**
 * shell §2 "/simple-earn (product_id, product_type_tag, asset, coin)": the filter a query asks for.
 * `read` gives a query value by name (the domain has no URLSearchParams); a blank value counts as
 * not given. `coin` is another name for `asset`: either may be given, both only if they agree.
 */
export function readEarnProductFilter(read: (name: string) => string | null | undefined): EarnFilterOutcome {
  const value = (name: string) => {
    const text = read(name)?.trim();
    return text ? text : undefined;
  };
  const filter: EarnProductFilter = {};
  const productId = value(EARN_QUERY_KEYS.productId);
  if (productId !== undefined) {
    if (!EARN_PRODUCT_ID_PATTERN.test(productId)) return refused(EARN_QUERY_KEYS.productId, 'a product number');
    filter.productId = Number(productId);
  }
  const typeTag = value(EARN_QUERY_KEYS.typeTag);
  if (typeTag !== undefined) {
    if (!isEarnProductTypeTag(typeTag)) return refused(EARN_QUERY_KEYS.typeTag, 'flexible or fixed');
    filter.typeTag = typeTag;
  }
  let asset: string | undefined;
  for (const key of [EARN_QUERY_KEYS.asset, EARN_QUERY_KEYS.coin]) {
    const code = value(key);
    if (code === undefined) continue;
    if (!EARN_ASSET_PATTERN.test(code)) return refused(key, 'an asset code of letters and digits');
    if (asset !== undefined && asset !== code.toUpperCase()) return refused(key, 'the same asset as asset');
    asset = code.toUpperCase();
  }
  if (asset !== undefined) filter.asset = asset;
  return { ok: true, filter };
}

/** The products a filter keeps, in their given order. */
export function filterEarnProducts<P extends EarnProduct>(products: readonly P[], filter: EarnProductFilter): P[] {
  return products.filter(
    (p) =>
      (filter.productId === undefined || p.product_id === filter.productId) &&
      (filter.typeTag === undefined || p.product_type_tag === filter.typeTag) &&
      (filter.asset === undefined || p.asset === filter.asset),
  );
}

/** A filter as query values under their canonical names (`asset`, never `coin`), for links and API calls. */
export function earnFilterQuery(filter: EarnProductFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.productId !== undefined) query[EARN_QUERY_KEYS.productId] = String(filter.productId);
  if (filter.typeTag !== undefined) query[EARN_QUERY_KEYS.typeTag] = filter.typeTag;
  if (filter.asset !== undefined) query[EARN_QUERY_KEYS.asset] = filter.asset;
  return query;
}

/** The assets on offer, each once, in the products' order (the page's asset filter). */
export function earnAssets(products: readonly Pick<EarnProduct, 'asset'>[]): string[] {
  return [...new Set(products.map((p) => p.asset))];
}

/** Decimals an APR is shown with, as a percentage (5.25 %). */
export const EARN_APR_PERCENT_DECIMALS = 2;

/**
 * An APR fraction as percent text, exactly: `0.052` → `5.2`, `0.12345` → `12.34` (cut, never
 * rounded up: a rate is not promised higher than it is), trailing zeros dropped. Digit by digit
 * (times 100 is a shift of the point), never through a float. Null for text that is not a
 * non-negative decimal.
 */
export function aprPercentText(apr: string, decimals = EARN_APR_PERCENT_DECIMALS): string | null {
  if (!/^\d+(\.\d+)?$/.test(apr)) return null;
  const shifted = parseDecimalText(`${apr}e2`);
  if (shifted === null) return null;
  const integer = shifted.integer.replace(/^0+(?=\d)/, '') || '0';
  const fraction = shifted.fraction.slice(0, decimals).replace(/0+$/, '');
  return fraction === '' ? integer : `${integer}.${fraction}`;
}

/** Compares two non-negative decimal texts exactly: -1, 0 or 1. */
function compareRates(a: string, b: string): number {
  const [ai = '', af = ''] = a.split('.');
  const [bi = '', bf = ''] = b.split('.');
  const aInteger = ai.replace(/^0+/, '');
  const bInteger = bi.replace(/^0+/, '');
  if (aInteger.length !== bInteger.length) return aInteger.length < bInteger.length ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const x = aInteger + af.padEnd(width, '0');
  const y = bInteger + bf.padEnd(width, '0');
  return x === y ? 0 : x < y ? -1 : 1;
}

/** The highest APR among `products` (as given, decimal text); `0` when there are none. */
export function highestApr(products: readonly Pick<EarnProduct, 'apr'>[]): string {
  let best = '0';
  for (const { apr } of products) if (compareRates(apr, best) > 0) best = apr;
  return best;
}
