import { HomePage } from '../features/home';
import { homeStats, loadStaticTradeData } from '../features/home/index.server';
import { fiatChoiceOf, HomeMarkets } from '../features/markets';
import { QuoteCurrencyPicker } from '../features/market-overview';
import { JsonLd, organizationJsonLd, pageMeta, websiteJsonLd } from '../features/seo';
import { RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import { loadMarketRows } from '../shell/market-data/index.server';
import { useSite } from '../shell/site';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ root: rootDataOf(matches), location, page: 'home' });

export async function loader(args: Route.LoaderArgs) {
  // The markets table is server-rendered from REST, then kept live over the stream.
  const [markets, staticTradeData] = await Promise.all([
    loadMarketRows(args.context.api),
    loadStaticTradeData(args.context.api),
  ]);
  // widgets §3 static trade data, written for the page's language here (home-stats.server.ts).
  const stats = homeStats(staticTradeData, args.context.locale.htmlLang);
  return { ...routeMessages(args, ['home', 'markets']), markets, stats };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { settings, site, locale } = useSite();
  return (
    <RouteMessages messages={loaderData.messages}>
      <HomePage
        markets={<HomeMarkets rows={loaderData.markets} fiat={fiatChoiceOf(settings)} />}
        quoteCurrencies={<QuoteCurrencyPicker settings={settings} />}
        stats={loaderData.stats}
        // shell §1 "structured-data snippets": the home page describes the organisation and the site.
        structuredData={<JsonLd data={[organizationJsonLd(site), websiteJsonLd(site, locale)]} />}
      />
    </RouteMessages>
  );
}
