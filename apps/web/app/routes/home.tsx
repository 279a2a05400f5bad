import { useTranslations } from 'use-intl';
import { QuoteCurrencyPicker } from '../features/market-overview';
import { JsonLd, organizationJsonLd, pageMeta, websiteJsonLd } from '../features/seo';
import { CoinIcon } from '../kit';
import { usePageHref, useSite } from '../shell/site';
import { RouteMessages } from '../i18n';
import { messagesForRequest } from '../i18n/catalogs.server';
import type { Route } from './+types/home';

/** Coins the home page leads with; their icons follow the coin-icon whitelist (shell §3). */
const POPULAR_COINS = ['BTC', 'ETH', 'BNB', 'SOL', 'XRP'] as const;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ root: matches[0].data, location, page: 'home' });

export function loader({ request, context }: Route.LoaderArgs) {
  return { messages: messagesForRequest(request, context.locale.catalog, ['home']) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <HomeContent />
    </RouteMessages>
  );
}

function HomeContent() {
  const t = useTranslations('home');
  const { settings, site, locale } = useSite();
  const href = usePageHref();
  return (
    <main className="page" id="main">
      <section className="hero">
        <h1>
          <span data-testid="currency-count" data-count={settings.currency_count}>
            {t('heroTitle', { count: settings.currency_count })}
          </span>
        </h1>
        <p data-testid="hero-subtitle">{t('heroSubtitle')}</p>
      </section>
      <section aria-labelledby="fiat-heading" className="panel">
        <h2 id="fiat-heading">{t('quoteCurrencies')}</h2>
        {/* One list of the currencies: the picker (the chips repeated it; issue 8). */}
        <QuoteCurrencyPicker settings={settings} />
      </section>
      <section aria-labelledby="popular-heading" className="panel">
        <h2 id="popular-heading">{t('popularCoins')}</h2>
        <ul className="chip-list" data-testid="popular-coins">
          {POPULAR_COINS.map((symbol) => {
            // A label until the trade page exists (domain COMING_PAGES), then a link to its market.
            const trade = href(`/trade/${symbol}_USDT`);
            const chip = (
              <>
                <CoinIcon symbol={symbol} /> {symbol}
              </>
            );
            return (
              <li key={symbol}>
                {trade ? (
                  <a className="chip chip--coin" href={trade}>
                    {chip}
                  </a>
                ) : (
                  <span className="chip chip--coin">{chip}</span>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      {/* shell §1 "structured-data snippets": the home page describes the organisation and the site. */}
      <JsonLd data={[organizationJsonLd(site), websiteJsonLd(site, locale)]} />
    </main>
  );
}
