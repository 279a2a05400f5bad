import { lazy, Suspense } from 'react';
import { HomePage } from '../features/home';
import { homeStats, loadStaticTradeData } from '../features/home/index.server';
import { HomepageBanner } from '../features/marketing-banners';
import { loadHomepageBanners } from '../features/marketing-banners/index.server';
import { fiatChoiceOf, HomeMarkets } from '../features/markets';
import { QuoteCurrencyPicker } from '../features/market-overview';
import { JsonLd, organizationJsonLd, pageMeta, websiteJsonLd } from '../features/seo';
import { RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import { loadMarketRows } from '../shell/market-data/index.server';
import { useSite } from '../shell/site';
import type { Route } from './+types/home';

// Below the fold: its code (QR, task and links) is not in the page's first script; the server
// renders it all the same, so hydration and layout do not wait for it (decision 0056).
const AppDownloadCard = lazy(() =>
  import('../features/app-download-promo').then((feature) => ({ default: feature.AppDownloadCard })),
);

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ root: rootDataOf(matches), location, page: 'home' });

export async function loader(args: Route.LoaderArgs) {
  // The markets table is server-rendered from REST, then kept live over the stream.
  const [markets, staticTradeData, banners] = await Promise.all([
    loadMarketRows(args.context.api),
    loadStaticTradeData(args.context.api),
    // widgets §3 homepage banner plans, in the server's HTML (no shift when the page hydrates).
    loadHomepageBanners(args.context.api, { locale: args.context.locale.code }),
  ]);
  // widgets §3 static trade data, written for the page's language here (home-stats.server.ts).
  const stats = homeStats(staticTradeData, args.context.locale.htmlLang);
  return { ...routeMessages(args, ['home', 'markets']), markets, stats, banners };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { settings, site, locale } = useSite();
  return (
    <RouteMessages messages={loaderData.messages}>
      <HomePage
        markets={<HomeMarkets rows={loaderData.markets} fiat={fiatChoiceOf(settings)} />}
        quoteCurrencies={<QuoteCurrencyPicker settings={settings} />}
        stats={loaderData.stats}
        banners={<HomepageBanner plans={loaderData.banners} />}
        // widgets §2 the app-download card (its QR drawn in the browser, in a box of fixed size).
        downloadCard={
          <Suspense fallback={null}>
            <AppDownloadCard variant="horizontal" />
          </Suspense>
        }
        // shell §1 "structured-data snippets": the home page describes the organisation and the site.
        structuredData={<JsonLd data={[organizationJsonLd(site), websiteJsonLd(site, locale)]} />}
      />
    </RouteMessages>
  );
}
