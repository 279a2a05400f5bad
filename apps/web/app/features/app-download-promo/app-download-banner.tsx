import {
  ANALYTICS_EVENTS,
  appDownloadBannerVisible,
  appOpenLink,
  appStoreLink,
  BANNER_VIEW_EVENT_DELAY_MS,
  bannerTapCounts,
  IS_PHONE_COOKIE,
  isPhoneLikeDevice,
  type NativePlatform,
  type PageDownloadLinks,
  unprefixedPath,
} from '@meridian/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { useTranslations } from '../../i18n';
import { useAnalytics } from '../../shell/analytics';
import { loadPageDownloadLinks } from '../../shell/coin-icons';
import { readCookie } from '../../shell/cookies';
import { defaultSetTimer, type SetTimer, useBrowserClients } from '../../shell/http';
import { useNativeApp } from '../../shell/native';
import { useSession } from '../../shell/session';
import { useSite } from '../../shell/site';
import {
  BANNER_CLOSED_KEY,
  browserPlatform,
  browserSessionFlags,
  type FlagStore,
  PHONE_MEDIA_QUERY,
} from './banner-environment';
import './app-download-promo.css';

/** What the banner knows of the screen: its width, whether it is a phone, and which. */
export interface BannerScreen {
  /** CSS px; 0 when the device is not phone-like (shell §4 "screen width at most 768px (phone)"). */
  width: number;
  platform: NativePlatform;
}

/** The browser around the banner, injectable so a test drives every condition and the clock. */
export interface BannerDeps {
  /** The screen now, and a subscription to its changes (rotation, a resized window). */
  readScreen: () => BannerScreen;
  watchScreen: (onChange: () => void) => () => void;
  /** shell §4 "Tapping opens the app link" (our deep-link scheme). */
  openApp: (link: string) => void;
  /** shell §4 "... and navigates to the store link". */
  navigate: (link: string) => void;
  now: () => number;
  setTimer: SetTimer;
  /** Where "closed for this browser session" is kept. */
  flags: FlagStore;
}

/**
 * The real width through the phone media query (shell §9 "phone breakpoint 768px") and the shared
 * phone-like rule (the `is_phone` cookie, the user agent, portrait): a wide or desktop screen
 * counts as width 0, which the domain rule does not show the banner on.
 */
function readBrowserScreen(): BannerScreen {
  const phoneWidth = window.matchMedia(PHONE_MEDIA_QUERY).matches;
  const phoneLike = isPhoneLikeDevice({
    isPhoneCookie: readCookie(document.cookie, IS_PHONE_COOKIE),
    userAgent: navigator.userAgent,
    width: window.innerWidth,
    portrait: window.matchMedia('(orientation: portrait)').matches,
  });
  return {
    width: phoneWidth && phoneLike ? window.innerWidth : 0,
    platform: browserPlatform(navigator.userAgent, navigator.maxTouchPoints),
  };
}

function watchBrowserScreen(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    query.removeEventListener('change', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

const browserDeps: BannerDeps = {
  readScreen: readBrowserScreen,
  watchScreen: watchBrowserScreen,
  openApp: (link) => {
    window.location.href = link;
  },
  navigate: (link) => window.location.assign(link),
  now: () => Date.now(),
  setTimer: defaultSetTimer,
  flags: browserSessionFlags,
};

/**
 * shell §3 compliance `limit.is_uk_limit`, from the root loader's data (the frame's data does not
 * carry it); anything unreadable counts as not limited, as the compliance check's default limit {}.
 */
export function ukLimitedOf(root: unknown): boolean {
  if (typeof root !== 'object' || root === null || !('compliance' in root)) return false;
  const { compliance } = root;
  if (typeof compliance !== 'object' || compliance === null || !('limit' in compliance)) return false;
  const { limit } = compliance;
  return typeof limit === 'object' && limit !== null && 'is_uk_limit' in limit && limit.is_uk_limit === true;
}

/**
 * The bottom app-download banner (shell §2 "Bottom app-download banner on phones"; shell §4). Never
 * in our app's webview; on the server and before the first effect it renders nothing, so it can
 * only appear after hydration, fixed to the bottom edge, moving nothing on the page. The frame
 * passes nothing: `ukLimited` is read from the root data unless given (tests), `deps` are the browser's.
 */
export function AppDownloadBanner({ deps, ukLimited }: { deps?: Partial<BannerDeps>; ukLimited?: boolean }) {
  const native = useNativeApp();
  const root: unknown = useRouteLoaderData('root');
  if (native.inApp) return null;
  return <BrowserBanner deps={{ ...browserDeps, ...deps }} ukLimited={ukLimited ?? ukLimitedOf(root)} />;
}

function BrowserBanner({ deps, ukLimited }: { deps: BannerDeps; ukLimited: boolean }) {
  const t = useTranslations('appDownloadPromo');
  const { site, locale } = useSite();
  const { session } = useSession();
  const location = useLocation();
  const track = useAnalytics();
  const clients = useBrowserClients();
  const depsRef = useRef(deps);
  depsRef.current = deps;

  const [screen, setScreen] = useState<BannerScreen | null>(null);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    const { readScreen, watchScreen, flags } = depsRef.current;
    setClosed(flags.get(BANNER_CLOSED_KEY));
    setScreen(readScreen());
    return watchScreen(() => setScreen(depsRef.current.readScreen()));
  }, []);

  const visible =
    screen !== null &&
    appDownloadBannerVisible({
      width: screen.width,
      // shell §4 "not hidden by session config": the site's own hide flag, or closed in this session.
      hiddenBySession: site.hide.appDownload || closed,
      siteKey: site.key,
      ukLimited,
      country: session.userInfo.country,
      verified: session.userInfo.verified,
      path: location.pathname,
    });

  // The links config names the Android APK (shell §3); read once the banner is shown.
  const [links, setLinks] = useState<PageDownloadLinks | null>(null);
  useEffect(() => {
    if (!visible) return;
    let live = true;
    void loadPageDownloadLinks(clients).then((loaded) => {
      if (live) setLinks(loaded);
    });
    return () => {
      live = false;
    };
  }, [visible, clients]);

  // shell §4 "Events: view (1 s after display)": not sent for a banner gone within the second.
  useEffect(() => {
    if (!visible) return;
    return depsRef.current.setTimer(() => track(ANALYTICS_EVENTS.downloadBannerView), BANNER_VIEW_EVENT_DELAY_MS);
  }, [visible, track]);

  const lastTapAt = useRef<number | undefined>(undefined);
  const tap = useCallback(() => {
    const { now, openApp, navigate } = depsRef.current;
    const at = now();
    // shell §9 "tap debounce 200 ms": every tap restarts the quiet time, so a double tap opens once.
    const counts = bannerTapCounts(lastTapAt.current, at);
    lastTapAt.current = at;
    if (!counts || screen === null) return;
    track(ANALYTICS_EVENTS.downloadBannerOpen);
    const page = unprefixedPath(locale, location.pathname);
    openApp(appOpenLink(`${page}${location.search}`));
    // Before the links arrive (or when they fail), the store's own listing.
    navigate(appStoreLink(screen.platform, links ?? {}, { site: site.key, china: locale.code === 'cn' }));
  }, [screen, links, locale, location.pathname, location.search, site.key, track]);

  const close = () => {
    depsRef.current.flags.set(BANNER_CLOSED_KEY);
    setClosed(true);
    track(ANALYTICS_EVENTS.downloadBannerClose);
  };

  if (!visible) return null;
  return (
    <aside
      className="app-download-banner"
      aria-label={t('banner.label')}
      data-testid="app-download-banner"
      data-links={links ? 'loaded' : 'pending'}
    >
      <button type="button" className="app-download-banner__open" onClick={tap}>
        <span className="app-download-banner__text">
          <strong>{t('banner.title', { site: site.name })}</strong>
          <span>{t('banner.text')}</span>
        </span>
        <span className="app-download-banner__cta">{t('banner.open')}</span>
      </button>
      <button type="button" className="app-download-banner__close" aria-label={t('banner.close')} onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
