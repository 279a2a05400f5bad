import {
  defaultSiteSettings,
  languageLocale,
  type LanguageTag,
  type Locale,
  localeDirection,
  MAIN_SITE,
  numberSymbolsFor,
  type RiseColor,
  type SiteConfig,
  type SiteKey,
  siteByKey,
  type SiteSettings,
  type ThemeName,
} from '@meridian/domain';
import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { FrameProvider } from '../frame';
import { ModalHost } from '../frame/modal-host';
import { I18nProvider } from '../i18n';
import { compiledMessagesFor } from '../i18n/catalogs.server';
import { type Track, TrackProvider } from '../shell/analytics';
import { type BrowserFetch, BrowserClientsProvider, type RequestErrorReport } from '../shell/http';
import { loggedOutSession, type Session, SessionProvider } from '../shell/session';
import { SiteProvider } from '../shell/site';
import { ThemeProvider } from '../shell/theme';

export interface ShellOptions {
  /** The visitor's session (anonymous by default); a function is the root loader, asked again on every refresh. */
  session?: Session | (() => Session);
  /** The site, by key or config (the main site by default). */
  site?: SiteKey | SiteConfig;
  /** The page's locale, by catalog language or as a locale (English by default); its catalog is the page's text. */
  locale?: LanguageTag | Locale;
  /** The text's language when a test reads one language's names on another locale's paths (the locale's by default). */
  catalog?: LanguageTag;
  /** The page's address without locale prefix, query allowed (`/` by default): the router's entry and the site's path. */
  path?: string;
  settings?: SiteSettings;
  theme?: ThemeName;
  rise?: RiseColor;
  /** The browser clients' fetch (the global one by default): a fake API. */
  fetch?: BrowserFetch;
  /** shell §8 request-error reports (ignored by default). */
  onRequestError?: (report: RequestErrorReport) => void;
  /** The page route's pattern (the path's by default): `*` keeps the page mounted across navigations. */
  routePath?: string;
  /** Where the analytics events go (nowhere by default): a recorder. */
  track?: Track;
  /** Other pages of the router, for a component that navigates. */
  routes?: ReadonlyArray<{ path: string; Component: ComponentType }>;
}

const ignore = () => undefined;

/**
 * Renders `ui` as a page of the app renders it: under a router, in the root layout's providers
 * (theme, i18n with the real catalog of the locale, site, browser clients, the frame's modal store
 * and host, session), with the
 * document's lang and dir set as the root layout sets them. Returns Testing Library's result.
 */
export function renderWithShell(ui: ReactNode, options: ShellOptions = {}): RenderResult {
  const site = typeof options.site === 'string' ? siteByKey(options.site) : (options.site ?? MAIN_SITE);
  const locale =
    typeof options.locale === 'string' ? languageLocale(options.locale) : (options.locale ?? languageLocale('en'));
  const path = options.path ?? '/';
  const pathname = new URL(path, 'http://shell.test').pathname;
  const siteValue = {
    site,
    locale,
    path: pathname,
    settings: options.settings ?? defaultSiteSettings(),
    requestTime: 0,
    numberSymbols: numberSymbolsFor(locale.htmlLang),
  };
  const messages = compiledMessagesFor(options.catalog ?? locale.catalog);
  document.documentElement.lang = locale.htmlLang;
  document.documentElement.dir = localeDirection(locale);

  function Shell({ session }: { session: Session }) {
    return (
      <ThemeProvider initial={options.theme ?? 'light'} rise={options.rise ?? 'green-up'}>
        <I18nProvider locale={locale.htmlLang} messages={messages}>
          <SiteProvider value={siteValue}>
            <BrowserClientsProvider
              siteId={site.id}
              onRequestError={options.onRequestError ?? ignore}
              fetch={options.fetch}
            >
              {/* As root and the page frame compose them: the modal store above the session, the host below. */}
              <FrameProvider value={{ siteSwitch: null, notices: { modals: [], bars: [] }, loggedIn: false }}>
                <SessionProvider session={session}>
                  <TrackProvider track={options.track ?? ignore}>
                    {ui}
                    <ModalHost />
                  </TrackProvider>
                </SessionProvider>
              </FrameProvider>
            </BrowserClientsProvider>
          </SiteProvider>
        </I18nProvider>
      </ThemeProvider>
    );
  }

  const { session = loggedOutSession() } = options;
  const page =
    typeof session === 'function'
      ? {
          loader: session,
          Component: function LoadedPage() {
            return <Shell session={useLoaderData<typeof session>()} />;
          },
          HydrateFallback: () => null,
        }
      : { Component: () => <Shell session={session} /> };
  const Stub = createRoutesStub([{ path: options.routePath ?? pathname, ...page }, ...(options.routes ?? [])]);
  return render(<Stub initialEntries={[path]} />);
}
