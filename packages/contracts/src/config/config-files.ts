import * as z from 'zod/mini';

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
