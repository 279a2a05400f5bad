import { coinIconWhitelist, pageDownloadLinks } from '@meridian/contracts';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { selectPublicJsonFileBody } from '../db/queries/public-json-files';

/** The JSON files served under /js/tool (shell §7), each with the contract its readers parse it with. */
export const PUBLIC_JSON_FILES = {
  'coin_icon_whitelist.json': coinIconWhitelist,
  'page_download_links.json': pageDownloadLinks,
} as const;

export type PublicJsonFileName = keyof typeof PUBLIC_JSON_FILES;
const isPublicJsonFileName = (name: string): name is PublicJsonFileName => name in PUBLIC_JSON_FILES;
export const PUBLIC_JSON_FILE_NAMES: readonly PublicJsonFileName[] =
  Object.keys(PUBLIC_JSON_FILES).filter(isPublicJsonFileName);

/**
 * One file's content, checked against its contract on the way out (an operator edits these rows by
 * hand); null when there is no row.
 */
export async function getPublicJsonFile(
  db: Database,
  name: PublicJsonFileName,
): Promise<z.infer<typeof coinIconWhitelist> | z.infer<typeof pageDownloadLinks> | null> {
  const row = await selectPublicJsonFileBody(db, name);
  if (!row) return null;
  return PUBLIC_JSON_FILES[name].parse(row.body);
}
