import * as z from 'zod/mini';
import type { TransferPanelProps } from './transfer-panels-protocol';

const queryFlag = z.catch(
  z.pipe(
    z.enum(['0', '1']),
    z.transform((value) => value === '1'),
  ),
  false,
);

/** The panel's side: its props from its own URL, each field falling back on its own. */
const transferPanelQuery = z.object({
  g_lang: z.catch(z.string().check(z.maxLength(16)), 'en'),
  lang_prefix: z.catch(z.string().check(z.regex(/^[a-z-]{0,16}$/)), ''),
  theme: z.catch(z.enum(['light', 'dark']), 'light'),
  isUkLimit: queryFlag,
  isItalyLimit: queryFlag,
  isNotsNeedNotificationProvider: queryFlag,
  sub_website_id: z.catch(z.optional(z.pipe(z.coerce.number(), z.int())), undefined),
});

export function readTransferPanelQuery(search: string): TransferPanelProps {
  return transferPanelQuery.parse(Object.fromEntries(new URLSearchParams(search)));
}
