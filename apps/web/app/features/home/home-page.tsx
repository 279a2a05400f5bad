import { localizeDecimalText } from '@meridian/domain';
import type { ReactNode } from 'react';
import { useTranslations } from '../../i18n';
import { CoinIcon } from '../../kit';
import { useSession } from '../../shell/session';
import { useLocalizedPath, usePageHref, useSite } from '../../shell/site';
import { type HomeStats, HomeStatsSection } from './home-stats';
import './home.css';

/** Coins the home page leads with; their icons follow the coin-icon whitelist (shell §3). */
const POPULAR_COINS = ['BTC', 'ETH', 'BNB', 'SOL', 'XRP'] as const;

export interface HomePageProps {
  /** The live markets table (features/markets), after the hero. */
  markets: ReactNode;
  /** The quote-currency picker (features/market-overview), shown in the quote-currencies panel. */
  quoteCurrencies: ReactNode;
  /** The page's structured data (features/seo), rendered inside the page's main element. */
  structuredData: ReactNode;
  /** widgets §3 static trade data, written for the language; null when the call failed. */
  stats?: HomeStats | null;
  /** The homepage marketing banners (features/marketing-banners), server-rendered after the hero. */
  banners?: ReactNode;
  /** The app-download card (features/app-download-promo), before the footer. */
  downloadCard?: ReactNode;
}

export function HomePage({ markets, quoteCurrencies, structuredData, stats, banners, downloadCard }: HomePageProps) {
  const t = useTranslations('home');
  const { session } = useSession();
  const to = useLocalizedPath();
  const loggedIn = session.status === 'logged-in';
  const { settings, numberSymbols } = useSite();
  // The count is written with the symbols the server sent: no Intl.NumberFormat while hydrating.
  const countText = localizeDecimalText(String(settings.currency_count), numberSymbols);
  const href = usePageHref();
  return (
    <main className="page" id="main">
      <section className="hero">
        <h1>
          <span data-testid="currency-count" data-count={settings.currency_count}>
            {t('heroTitle', { count: settings.currency_count, countText })}
          </span>
        </h1>
        <p data-testid="hero-subtitle">{t('heroSubtitle')}</p>
        {/* A visitor is asked to sign up; a member goes to the market. */}
        <p className="hero__actions">
          {loggedIn ? (
            <a className="button" href={to('/trade/BTC_USDT')} data-testid="hero-trade">
              {t('tradeNow')}
            </a>
          ) : (
            <a className="button" href={to('/signup')} data-testid="hero-signup">
              {t('signUpNow')}
            </a>
          )}
        </p>
      </section>
      {banners}
      {stats ? <HomeStatsSection stats={stats} /> : null}
      {markets}
      <section aria-labelledby="fiat-heading" className="panel">
        <h2 id="fiat-heading">{t('quoteCurrencies')}</h2>
        {/* One list of the currencies: the picker (the chips repeated it; issue 8). */}
        {quoteCurrencies}
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
      {downloadCard}
      {structuredData}
    </main>
  );
}
