import { robotsTxt, SEO_FILE_MAX_AGE_S } from '@meridian/domain';
import type { Route } from './+types/robots';

// robots.txt of the host this request came to: crawl everything and read the sitemap, except on
// testnet, which no crawler should read.
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.site), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': `public, max-age=${SEO_FILE_MAX_AGE_S}`,
    },
  });
}
