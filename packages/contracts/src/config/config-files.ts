import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { STATIC_FILE_PREFIX } from '../envelope';

/** shell §3 "Common config: coinIconVersionWhiteList (coin symbols whose icon cache version is refreshed)." */
export const coinIconWhitelist = z.object({
  version: z.catch(z.string(), ''),
  coinIconVersionWhiteList: z.catch(z.array(z.string()), []),
});

/** shell §3 "Page download links config: per path, web and h5 entries with a c parameter, plus china_apk and overseas_apk." */
const downloadEntry = z.object({ c: z.string() });
export const pageDownloadLinks = z.catch(
  z.object({
    china_apk: z.optional(z.string()),
    overseas_apk: z.optional(z.string()),
    pages: z.optional(z.record(z.string(), z.object({ web: downloadEntry, h5: downloadEntry }))),
  }),
  {},
);

/** shell §7: the coin icon whitelist, a static JSON file (no envelope); failure falls back to a fixed version. */
export const getCoinIconWhitelist = defineEndpoint({
  method: 'GET',
  path: `${STATIC_FILE_PREFIX}/coin_icon_whitelist.json`,
  answer: coinIconWhitelist,
  envelope: false,
});

/** shell §7: the page download links, a static JSON file (no envelope). */
export const getPageDownloadLinks = defineEndpoint({
  method: 'GET',
  path: `${STATIC_FILE_PREFIX}/page_download_links.json`,
  answer: pageDownloadLinks,
  envelope: false,
});
