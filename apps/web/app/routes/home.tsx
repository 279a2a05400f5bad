import { languageHomePath } from '@meridian/domain';
import { useRouteLoaderData } from 'react-router';
import { QuoteCurrencyPicker } from '../features/market-overview';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [
  { title: 'Meridian | Buy, sell and trade crypto' },
  { name: 'description', content: 'Meridian is a multi-region cryptocurrency exchange.' },
];

export default function Home() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  if (!root) return null;
  const { settings } = root;
  const currentFiat = settings.fiat_list.find((f) => f.name === settings.curr_fiat);
  return (
    <>
      <header className="site-header">
        <a className="brand" href={languageHomePath(root.language)}>
          Meridian
        </a>
        <span className="site-header__fiat" data-testid="current-fiat">
          {currentFiat ? `${currentFiat.symbol} ${currentFiat.name}` : settings.curr_fiat}
        </span>
      </header>
      <main className="page">
        <section className="hero">
          <h1>
            Trade <span data-testid="currency-count">{settings.currency_count.toLocaleString('en-US')}</span>+
            cryptocurrencies
          </h1>
          <p>Spot, futures, earn and more on one account.</p>
        </section>
        <section aria-labelledby="fiat-heading" className="panel">
          <h2 id="fiat-heading">Quote currencies</h2>
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
      </main>
    </>
  );
}
