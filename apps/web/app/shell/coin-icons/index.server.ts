export { loadCoinIconWhitelistForPage } from './coin-icon-whitelist.server';
