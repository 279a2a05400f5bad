import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { useLocalizedPath, useSite } from '../../shell/site';
import { ThemeToggle } from '../../shell/theme';
import { LanguageMenu } from './language-menu';

interface Props {
  /**
   * The account area (log in and sign up, or the logged-in user's funds and menu): another
   * feature, so the page frame composes it in rather than this feature importing it.
   */
  account?: ReactNode;
}

export function SiteHeader({ account }: Props) {
  const t = useTranslations('common');
  const { site, settings } = useSite();
  const to = useLocalizedPath();
  const currentFiat = settings.fiat_list.find((f) => f.name === settings.curr_fiat);
  return (
    <header className="site-header">
      <a className="brand" href={to('/')} data-testid="brand">
        {site.name}
      </a>
      <nav aria-label={t('nav.markets')} className="site-header__nav">
        <a href={to('/price')}>{t('nav.markets')}</a>
        <a href={to('/trade/BTC_USDT')}>{t('nav.trade')}</a>
        <a href={to('/futures/USDT/BTC_USDT')}>{t('nav.futures')}</a>
        <a href={to('/simple-earn')}>{t('nav.earn')}</a>
      </nav>
      <div className="site-header__tools">
        {site.hide.languageAndRate ? null : (
          <span className="site-header__fiat" data-testid="current-fiat">
            {currentFiat ? `${currentFiat.symbol} ${currentFiat.name}` : settings.curr_fiat}
          </span>
        )}
        <LanguageMenu />
        {site.hide.themeSwitch ? null : <ThemeToggle />}
        {account}
      </div>
    </header>
  );
}
