import type { ReactNode } from 'react';
import { useLocalizedPath, useSite } from '../../shell/site';
import { ThemeToggle } from '../../shell/theme';
import { fiatText } from './fiat-text';
import { LanguageMenu, useHasLanguageChoice } from './language-menu';
import { NAV_ITEMS, type NavItem } from './nav-items';
import { SiteMenu } from './site-menu';
import { SiteNav, useHasNavLinks } from './site-nav';
import './site-header.css';

interface Props {
  /**
   * The account area (log in and sign up, or the logged-in user's funds and menu): another
   * feature, so the page frame composes it in rather than this feature importing it.
   */
  account?: ReactNode;
  /** The main navigation's items; the header's own list unless a test passes another. */
  navItems?: readonly NavItem[];
}

/**
 * Brand, navigation, currency, language, theme and the account area. Below 768 px (CSS decides,
 * so the server-rendered page is right at every width) the navigation, currency, language and
 * theme move into a drawer behind a menu button.
 */
export function SiteHeader({ account, navItems = NAV_ITEMS }: Props) {
  const { site, settings } = useSite();
  const to = useLocalizedPath();
  const hasNav = useHasNavLinks(navItems);
  const hasLanguages = useHasLanguageChoice();
  const showFiat = !site.hide.languageAndRate;
  const showTheme = !site.hide.themeSwitch;
  return (
    <header className="site-header">
      <a className="brand" href={to('/')} data-testid="brand">
        {site.name}
      </a>
      <SiteNav items={navItems} className="site-header__nav" />
      <div className="site-header__tools">
        {showFiat || hasLanguages || showTheme ? (
          <div className="site-header__wide-tools">
            {showFiat ? (
              <span className="site-header__fiat" data-testid="current-fiat">
                {fiatText(settings)}
              </span>
            ) : null}
            <LanguageMenu />
            {showTheme ? <ThemeToggle /> : null}
          </div>
        ) : null}
        {account}
        {hasNav || showFiat || hasLanguages || showTheme ? <SiteMenu navItems={navItems} /> : null}
      </div>
    </header>
  );
}
