import { defineEndpoint } from '../endpoint';
import { STATIC_FILE_PREFIX } from '../envelope';

const schemas = () => import('./config-files');

/** shell §7: the coin icon whitelist, a static JSON file (no envelope); failure falls back to a fixed version. */
export const getCoinIconWhitelist = defineEndpoint({
  method: 'GET',
  path: `${STATIC_FILE_PREFIX}/coin_icon_whitelist.json`,
  schemas,
  answer: 'coinIconWhitelist',
  envelope: false,
});

/** shell §7: the page download links, a static JSON file (no envelope). */
export const getPageDownloadLinks = defineEndpoint({
  method: 'GET',
  path: `${STATIC_FILE_PREFIX}/page_download_links.json`,
  schemas,
  answer: 'pageDownloadLinks',
  envelope: false,
});
