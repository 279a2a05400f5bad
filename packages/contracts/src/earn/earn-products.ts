import {
  EARN_ASSET_PATTERN,
  EARN_PRODUCT_ID_PATTERN,
  EARN_PRODUCT_TYPE_TAGS,
  type EarnProduct,
} from '@meridian/domain';
import * as z from 'zod/mini';

// Simple Earn products (issue 15): shell §2 "/simple-earn (product_id, product_type_tag, asset, coin)".

const assetCode = z.string().check(z.regex(EARN_ASSET_PATTERN, 'an asset code of letters and digits'));

/**
 * The products call's query: each filter optional, `coin` another name for `asset` (the domain's
 * readEarnProductFilter also refuses an asset and a coin that disagree).
 */
export const earnProductsQuery = z.object({
  product_id: z.optional(z.string().check(z.regex(EARN_PRODUCT_ID_PATTERN, 'a product number'))),
  product_type_tag: z.optional(z.enum(EARN_PRODUCT_TYPE_TAGS, 'flexible or fixed')),
  asset: z.optional(assetCode),
  coin: z.optional(assetCode),
});

/** A non-negative decimal number as text: rates and amounts stay exact on the wire. */
const decimalText = z.string().check(z.regex(/^\d+(\.\d+)?$/, 'a non-negative decimal number as text'));

/** One product (domain EarnProduct): `apr` a fraction (`0.052` is 5.2 %), `term_days` 0 when flexible. */
export const earnProduct = z.object({
  product_id: z.int().check(z.positive()),
  product_type_tag: z.enum(EARN_PRODUCT_TYPE_TAGS),
  asset: z.string().check(z.regex(/^[A-Z0-9]{1,20}$/, 'an upper-case asset code')),
  term_days: z.int().check(z.nonnegative()),
  apr: decimalText,
  min_amount: decimalText,
}) satisfies z.ZodMiniType<EarnProduct>;

/** The products the query kept, and every asset on offer (the page's asset filter lists them all). */
export const earnProductList = z.object({
  list: z.array(earnProduct),
  assets: z.array(z.string()),
});
export type EarnProductList = z.infer<typeof earnProductList>;
