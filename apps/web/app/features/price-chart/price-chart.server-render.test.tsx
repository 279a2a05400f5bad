import { defaultSiteSettings, languageLocale, MAIN_SITE, numberSymbolsFor } from '@meridian/domain';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n';
import { compiledMessagesFor } from '../../i18n/catalogs.server';
import { SiteProvider } from '../../shell/site';
import { ThemeProvider } from '../../shell/theme';
import { createDemoFeed } from './demo-feed';
import { PriceChart } from './price-chart';

describe('PriceChart on the server', () => {
  it('renders the panel with its loading indicator and the default resolution, without the library or storage', () => {
    const locale = languageLocale('ar');
    const html = renderToString(
      <ThemeProvider initial="dark" rise="green-up">
        <I18nProvider locale={locale.htmlLang} messages={compiledMessagesFor('en')}>
          <SiteProvider
            value={{
              site: MAIN_SITE,
              locale,
              path: '/trade/BTC_USDT',
              settings: defaultSiteSettings(),
              requestTime: 0,
              numberSymbols: numberSymbolsFor(locale.htmlLang),
            }}
          >
            <PriceChart feed={createDemoFeed({ now: () => 0 })} symbol="BTC_USDT" />
          </SiteProvider>
        </I18nProvider>
      </ThemeProvider>,
    );
    expect(html).toContain('Loading chart…');
    expect(html).toContain('data-ready="false"');
    expect(html).toMatch(/<option value="60" selected="">/);
    expect(html).toContain('class="price-chart__stage" dir="ltr"');
  });
});
