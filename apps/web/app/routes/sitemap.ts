import { SEO_FILE_MAX_AGE_S, sitemapXml } from '@meridian/domain';
import type { Route } from './+types/sitemap';

// The sitemap of the host this request came to (server/app.ts resolved its site): every public
// page in every locale, with its hreflang alternates (shell §2).
export function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemapXml(context.site), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': `public, max-age=${SEO_FILE_MAX_AGE_S}`,
    },
  });
}
