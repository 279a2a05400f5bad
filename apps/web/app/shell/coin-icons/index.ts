export { loadPageDownloadLinks } from './coin-icons';
export { CoinIconWhitelistProvider } from './coin-icon-whitelist-provider';
