export {
  coinIconUrl,
  COIN_ICON_WHITELIST_CACHE_KEY,
  CONFIG_CACHE_TAG,
  loadCoinIconWhitelist,
  loadPageDownloadLinks,
  type CoinIconUrlOptions,
  type LoadCoinIconWhitelistOptions,
} from './coin-icons';
export { CoinIcon, CoinIconWhitelistProvider } from './coin-icon';
