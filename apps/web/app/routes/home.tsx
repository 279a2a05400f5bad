import { HomePage } from '../features/home';
import { QuoteCurrencyPicker } from '../features/market-overview';
import { JsonLd, organizationJsonLd, pageMeta, websiteJsonLd } from '../features/seo';
import { RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import { useSite } from '../shell/site';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ root: rootDataOf(matches), location, page: 'home' });

export const loader = (args: Route.LoaderArgs) => routeMessages(args, ['home']);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { settings, site, locale } = useSite();
  return (
    <RouteMessages messages={loaderData.messages}>
      <HomePage
        quoteCurrencies={<QuoteCurrencyPicker settings={settings} />}
        // shell §1 "structured-data snippets": the home page describes the organisation and the site.
        structuredData={<JsonLd data={[organizationJsonLd(site), websiteJsonLd(site, locale)]} />}
      />
    </RouteMessages>
  );
}
