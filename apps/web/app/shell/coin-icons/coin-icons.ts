import { getPageDownloadLinks } from '@meridian/contracts';
import { defaultPageDownloadLinks, type PageDownloadLinks } from '@meridian/domain';
import type { BrowserClients } from '../http';

/**
 * getPageDownloadLinks (shell §7): "download links; failure falls back to an
 * empty object". Never rejects.
 */
export async function loadPageDownloadLinks(client: Pick<BrowserClients, 'getJson'>): Promise<PageDownloadLinks> {
  const outcome = await client.getJson(getPageDownloadLinks);
  return outcome.ok ? outcome.data : defaultPageDownloadLinks();
}
