export {
  COIN_ICON_WHITELIST_CACHE_KEY,
  CONFIG_CACHE_TAG,
  loadCoinIconWhitelist,
  loadPageDownloadLinks,
  type LoadCoinIconWhitelistOptions,
} from './coin-icons';
export { CoinIconWhitelistProvider } from './coin-icon-whitelist-provider';
