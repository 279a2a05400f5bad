import {
  complianceGate,
  consentRequired,
  COOKIE_CONSENT_COOKIE,
  localeDirection,
  KYC_TIP_CLOSED_COOKIE,
  localizePath,
  parseCookieConsent,
  regionNotices,
  RISE_COLOR_COOKIE,
  riseColor,
  siteSwitchSuggestion,
  THEME_COOKIE,
  themeFromCookie,
} from '@meridian/domain';
import type { ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { I18nProvider, useTranslations } from './i18n';
import { NotFoundPage } from './features/not-found';
import { errorPageMeta } from './features/seo';
import { FrameProvider, GatedComplianceTips, PageFrame } from './frame';
import { ErrorFallback } from './shell/errors';
import { messagesForRequest, SHELL_NAMESPACES } from './i18n/catalogs.server';
import { readCookie } from './shell/cookies';
import { MonitoringKeeper, PageViewDebugLogger } from './shell/monitoring';
import { loadAccountCompliance, loadComplianceCheck, noAccountCompliance } from './shell/compliance/index.server';
import { AnalyticsProvider } from './shell/analytics';
import { ConsentProvider } from './shell/consent';
import { NativeAppProvider } from './shell/native';
import { nativeAppFromRequest } from './shell/native/index.server';
import { ReferralKeeper } from './shell/referral';
import { DeviceIdKeeper } from './shell/fingerprint';
import { BrowserClientsProvider } from './shell/http';
import { useNonce } from './shell/security';
import { SessionProvider } from './shell/session';
import { asksForUserInfo, loadSession } from './shell/session/index.server';
import { CoinIconWhitelistProvider } from './shell/coin-icons';
import { loadCoinIconWhitelistForPage } from './shell/coin-icons/index.server';
// The address only (not the socket client): every page carries the root layout.
import { MarketStreamProvider } from './shell/market-data/market-stream-url';
import { SiteProvider, SiteSettingsKeeper } from './shell/site';
import { cachedNumberSymbols, loadSiteSettings } from './shell/site/index.server';
import { bodyClassName, ThemeProvider, useTheme } from './shell/theme';
import { useRequestErrorToast } from './shell/toast';
import { ToastProvider } from './ui';

// Only error pages get their meta here (every route has its own): shell §2 404 page, noindex.
export const meta: Route.MetaFunction = ({ error, loaderData, location }) =>
  errorPageMeta({ error, root: loaderData, location });

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesheet },
];

/** The root loader's data (site, locale, shell messages, session...): typed once, from the loader. */
export type RootData = Awaited<ReturnType<typeof loader>>['data'];

/**
 * The root loader's data in a component, by the root route's id (never by position); undefined
 * only when the root loader itself failed. Beside the loader, so the type needs no import of root.
 */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root');
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { site, locale } = context;
  const cookies = request.headers.get('cookie');
  // shell §4: no user info on the 404 page (the catch-all route, or a prefix this host does not serve).
  const isNotFoundPage = params['*'] !== undefined || (params.lang ?? '') !== locale.prefix;
  const sessionRequest = { cookieHeader: cookies, path: context.path, isNotFoundPage, site };
  // widgets §4 the bars of a logged-in account: asked alongside the session when one is likely
  // (never throws: a failure is the empty default), so they add no round trip to the page.
  const accountCalls = asksForUserInfo(sessionRequest)
    ? loadAccountCompliance(context.api, site.id, locale.code)
    : undefined;
  const [settings, compliance, session, coinIconWhitelist] = await Promise.all([
    loadSiteSettings(context.api, `${site.id}`),
    loadComplianceCheck(context.api, locale.code),
    // shell §4 Session, read here so the header is logged in on the first paint (no flash).
    loadSession(context.api, sessionRequest),
    // shell §7 the icon whitelist, so the server-rendered coin icons carry its versions (kept 5 minutes).
    loadCoinIconWhitelistForPage(context.api),
  ]);
  // shell §4 Compliance gating, before anything of the page renders; a path no page claims is
  // gated too (its feature may be closed here whether or not this site has built it).
  const gate = complianceGate(context.path, compliance);
  if (gate.kind === 'redirect') throw redirect(localizePath(locale.prefix, gate.to));
  const loggedIn = session.status === 'logged-in';
  // widgets §4 the compliance and KYC tip bars of a logged-in account, in the first paint.
  const account = {
    ...(loggedIn
      ? await (accountCalls ?? loadAccountCompliance(context.api, site.id, locale.code))
      : noAccountCompliance()),
    // widgets §4 "The close icon marks KYC2 as complete locally" (this browser session's cookie).
    kycTipClosed: readCookie(cookies, KYC_TIP_CLOSED_COOKIE) !== undefined,
  };
  const notices = regionNotices({
    limit: compliance.limit,
    toast: compliance.toast,
    loggedIn,
    site: site.key,
    catalog: locale.catalog,
  });
  const consent = {
    required: consentRequired(site.key, compliance.limit),
    choice: parseCookieConsent(readCookie(cookies, COOKIE_CONSENT_COOKIE)),
  };
  // The compliance texts travel only with a page that shows one of them; the tips page's with a gated page.
  const showsCompliance =
    notices.modals.length > 0 ||
    notices.bars.length > 0 ||
    (consent.required && consent.choice === undefined) ||
    Object.keys(compliance.tips).length > 0;
  const namespaces = [
    ...SHELL_NAMESPACES,
    ...(showsCompliance ? (['compliance'] as const) : []),
    ...(gate.kind === 'tips' ? (['pages'] as const) : []),
    // widgets §4 the account's compliance and KYC prompts (bars, and modals the browser opens).
    ...(loggedIn ? (['accountNotices', 'ipCheck'] as const) : []),
    // widgets §2 the fund-password and validity modals, opened in the frame's modal host (issue 16).
    ...(loggedIn ? (['fundPassword'] as const) : []),
  ];
  return data({
    site,
    locale,
    path: context.path,
    /** The time of this request (ms): one clock for server render and hydration (copyright year). */
    requestTime: context.now,
    dir: localeDirection(locale),
    numberSymbols: cachedNumberSymbols(locale.htmlLang),
    theme: themeFromCookie(readCookie(cookies, THEME_COOKIE)),
    rise: riseColor(locale.catalog, readCookie(cookies, RISE_COLOR_COOKIE)),
    // Only this locale's shell namespaces; each route adds its own (RouteMessages).
    messages: messagesForRequest(request, locale.catalog, namespaces),
    settings,
    compliance,
    // widgets §4 site-switch bar: its target site looked up here, so the browser needs no registry.
    siteSwitch: siteSwitchSuggestion(compliance.limit),
    /** shell §4: the compliance tips in place of this page (a restricted feature with is_show_compliance_tips). */
    gate,
    /** shell §8 region notices for this visitor (modals open in the browser; bars render with the page). */
    notices,
    /** shell §8 cookie policy: whether this visitor must choose, and the choice (cookie). */
    consent,
    /** widgets §3 business compliance messages and shell §5 KYC footer tip values of a logged-in account. */
    account,
    session,
    /** shell §3 ws hosts: the market stream's address, or null for this page's origin. */
    marketStreamUrl: context.marketStreamUrl,
    /** Issue 14 native bridges: whether the page is in our app's webview, its platform and build. */
    nativeApp: nativeAppFromRequest(request),
    /** shell §3 common config coinIconVersionWhiteList: the versions every CoinIcon's URL carries. */
    coinIconWhitelist,
  });
}

// The catalog and site only change with the locale prefix or a debug query; skip the reload
// of root data on other navigations.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  const firstSegment = (u: URL) => u.pathname.split('/')[1];
  if (firstSegment(currentUrl) !== firstSegment(nextUrl) || currentUrl.search !== nextUrl.search) return true;
  return defaultShouldRevalidate && currentUrl.pathname === nextUrl.pathname;
};

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  const theme = root?.theme ?? 'light';
  return (
    <html lang={root?.locale.htmlLang ?? 'en'} dir={root?.dir ?? 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <ThemeProvider initial={theme} rise={root?.rise ?? 'green-up'}>
        <ThemedBody>
          {root ? (
            <I18nProvider locale={root.locale.htmlLang} messages={root.messages}>
              <SiteProvider value={root}>
                <ShellClients siteId={root.site.id}>
                  <FrameProvider
                    value={{
                      siteSwitch: root.siteSwitch,
                      notices: root.notices,
                      loggedIn: root.session.status === 'logged-in',
                      account: root.account,
                      complianceTip:
                        Object.keys(root.compliance.tips).length > 0
                          ? { tips: root.compliance.tips, site: root.site.key, path: root.path }
                          : null,
                    }}
                  >
                    <NativeAppProvider app={root.nativeApp}>
                      <SessionProvider session={root.session}>
                        <ConsentProvider initial={root.consent}>
                          <AnalyticsProvider>
                            <SiteSettingsKeeper serverSettings={root.settings} />
                            <MarketStreamProvider url={root.marketStreamUrl}>
                              <CoinIconWhitelistProvider whitelist={root.coinIconWhitelist}>
                                {children}
                              </CoinIconWhitelistProvider>
                            </MarketStreamProvider>
                            <PageViewDebugLogger site={root.site.key} locale={root.locale.code} />
                            <DeviceIdKeeper />
                            <MonitoringKeeper site={root.site.key} environment={import.meta.env.MODE} />
                            <ReferralKeeper />
                          </AnalyticsProvider>
                        </ConsentProvider>
                      </SessionProvider>
                    </NativeAppProvider>
                  </FrameProvider>
                </ShellClients>
              </SiteProvider>
            </I18nProvider>
          ) : (
            children
          )}
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
        </ThemedBody>
      </ThemeProvider>
    </html>
  );
}

/**
 * The page's toast region and its browser request clients: shell §8 "A GET failure on the 20 s
 * client" shows its message there.
 */
function ShellClients({ siteId, children }: { siteId: number; children: ReactNode }) {
  const t = useTranslations('common');
  return (
    <ToastProvider closeLabel={t('close')}>
      <RequestClientsWithToast siteId={siteId}>{children}</RequestClientsWithToast>
    </ToastProvider>
  );
}

function RequestClientsWithToast({ siteId, children }: { siteId: number; children: ReactNode }) {
  const onRequestError = useRequestErrorToast();
  return (
    <BrowserClientsProvider siteId={siteId} onRequestError={onRequestError}>
      {children}
    </BrowserClientsProvider>
  );
}

/** shell §4 "Theme ... applied as a body class", chosen on the server so there is no flash. */
function ThemedBody({ children }: { children: ReactNode }) {
  const { theme, rise } = useTheme();
  return <body className={bodyClassName(theme, rise)}>{children}</body>;
}

export default function App() {
  return <Outlet />;
}

/**
 * shell §8 "Render error: fallback text 'Something went wrong' with a Refresh button that reloads
 * the page"; a 404 thrown by any loader shows the not-found page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  if (isRouteErrorResponse(error) && error.status === 404 && root) {
    // shell §4: a restricted feature shows the compliance tips, whether or not its page is built.
    return <PageFrame>{root.gate.kind === 'tips' ? <GatedComplianceTips /> : <NotFoundPage />}</PageFrame>;
  }
  return root ? <TranslatedErrorFallback /> : <ErrorFallback title="Something went wrong" refresh="Refresh" />;
}

function TranslatedErrorFallback() {
  const t = useTranslations('common.error');
  return <ErrorFallback title={t('title')} refresh={t('refresh')} />;
}
