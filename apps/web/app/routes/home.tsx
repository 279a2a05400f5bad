import { useTranslations } from 'use-intl';
import { QuoteCurrencyPicker } from '../features/market-overview';
import { JsonLd, organizationJsonLd, pageMeta, websiteJsonLd } from '../features/seo';
import { CoinIcon } from '../shell/coin-icons';
import { useLocalizedPath, useSite } from '../shell/site';
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
  const to = useLocalizedPath();
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
        <QuoteCurrencyPicker settings={settings} />
        {settings.fiat_list.length > 0 ? (
          <ul className="chip-list" data-testid="fiat-list">
            {settings.fiat_list.map((fiat) => (
              <li key={fiat.name} className="chip">
                <span aria-hidden="true">{fiat.symbol}</span> {fiat.name}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="popular-heading" className="panel">
        <h2 id="popular-heading">{t('popularCoins')}</h2>
        <ul className="chip-list" data-testid="popular-coins">
          {POPULAR_COINS.map((symbol) => (
            <li key={symbol}>
              <a className="chip chip--coin" href={to(`/trade/${symbol}_USDT`)}>
                <CoinIcon symbol={symbol} /> {symbol}
              </a>
            </li>
          ))}
        </ul>
      </section>
      {/* shell §1 "structured-data snippets": the home page describes the organisation and the site. */}
      <JsonLd data={[organizationJsonLd(site), websiteJsonLd(site, locale)]} />
    </main>
  );
}
