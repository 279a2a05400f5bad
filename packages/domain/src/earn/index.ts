export {
  aprPercentText,
  EARN_APR_PERCENT_DECIMALS,
  EARN_ASSET_PATTERN,
  EARN_PRODUCT_ID_PATTERN,
  EARN_PRODUCT_TYPE_TAGS,
  EARN_QUERY_KEYS,
  earnAssets,
  type EarnFilterOutcome,
  earnFilterQuery,
  type EarnProduct,
  type EarnProductFilter,
  type EarnProductTypeTag,
  filterEarnProducts,
  highestApr,
  isEarnProductTypeTag,
  readEarnProductFilter,
} from './earn-products';
export { type StaticTradeData, type TickerVolume, totalDollarVolume, zeroStaticTradeData } from './static-trade-data';
