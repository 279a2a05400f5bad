import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import {
  AccountComplianceModals,
  ComplianceBars,
  ComplianceTipModal,
  CookieConsentBar,
  RegionNoticeBars,
  RegionNoticeModals,
} from '../features/compliance-notices';
import { IpCheck } from '../features/ip-check';
import { KycNoticeModals, KycTipBar } from '../features/kyc-notices';
import { SiteSwitchBar } from '../features/site-switch';
import { useLocation } from 'react-router';
import { whenIdle } from '../shell/idle';
import { useSite } from '../shell/site';
import { useFrameData } from './frame-provider';

/**
 * The bars above the header, in order (decisions 0048, 0050): the site-switch bar (widgets §2), the
 * account notices of shell §8 (withdraw-only, then the IP address limit), the widgets §4
 * compliance bars (business messages), the cookie consent, then the sticky KYC tip bar (widgets
 * §4); all from what the root loader read, so they are in the server-rendered page (no layout shift).
 */
export function TopBars() {
  const data = useFrameData();
  if (!data) return null;
  const account = data.loggedIn ? data.account : undefined;
  return (
    <>
      {data.siteSwitch ? <SiteSwitchBar suggestion={data.siteSwitch} /> : null}
      {data.notices.bars.length > 0 ? <RegionNoticeBars bars={data.notices.bars} /> : null}
      {account && account.business.length > 0 ? <ComplianceBars messages={account.business} /> : null}
      <CookieConsentBar />
      {account && !account.kycTipClosed ? <KycTipBar footerTip={account.kycFooterTip} /> : null}
    </>
  );
}

/**
 * The notices that are modals, asked of the modal registry once the page is in the browser: the
 * region notices, the compliance tip, and a logged-in account's compliance and KYC notices.
 */
export function NoticeModals() {
  const onHomePage = useOnHomePage();
  const data = useFrameData();
  if (!data) return null;
  return (
    <>
      {data.notices.modals.length > 0 ? (
        <RegionNoticeModals modals={data.notices.modals} loggedIn={data.loggedIn} />
      ) : null}
      {data.complianceTip ? <ComplianceTipModal {...data.complianceTip} /> : null}
      {data.loggedIn && data.account ? (
        <>
          <AccountComplianceModals
            business={data.account.business}
            declarationStatus={data.account.declarationStatus}
          />
          <KycNoticeModals />
        </>
      ) : null}
      {/* widgets §4 IP/VPN check: it checks the session (logged in, sub-account type 0) itself. */}
      <IpCheck />
      {/* widgets §4 new-user reward and VIP pop-ups: at the marketing priority, behind every notice. */}
      {/* Their positions are the home page's ("index", "vip_index"): nowhere else. */}
      {onHomePage ? (
        <AfterIdle>
          <MarketingPopups />
        </AfterIdle>
      ) : null}
    </>
  );
}

/**
 * Banners between the header and the page (widgets §2 top banner): asked for in the browser after
 * load, so the top banner floats over the page's top edge rather than pushing it down (no layout
 * shift). The homepage banner is in the home page itself, server-rendered from its loader.
 */
export function TopBanners(): ReactNode {
  // The marketing calls' position is the home page's ("index"): the bars show there only.
  return useOnHomePage() ? (
    <AfterIdle>
      <MarketingTopBanner />
    </AfterIdle>
  ) : null;
}

/**
 * Banners below the page (widgets §2 bottom banner; later the shell §5 phone app-download banner):
 * the bottom banner is a closable bar fixed to the window's bottom edge, over the page, so its late
 * arrival moves nothing.
 */
export function BottomBanners(): ReactNode {
  const onHomePage = useOnHomePage();
  return (
    <AfterIdle>
      {onHomePage ? <MarketingBottomBanner /> : null}
      {/* shell §2 the phone-only app-download banner, fixed to the bottom edge too. */}
      <AppDownloadBanner />
    </AfterIdle>
  );
}

// The banners float over the page and are asked for after load: their code (and the schemas their
// fallbacks come with) loads then too, never in a page's first script (decision 0056).
const MarketingTopBanner = lazy(() =>
  import('../features/marketing-banners').then((feature) => ({ default: feature.MarketingTopBanner })),
);
const MarketingBottomBanner = lazy(() =>
  import('../features/marketing-banners').then((feature) => ({ default: feature.MarketingBottomBanner })),
);
const MarketingPopups = lazy(() =>
  import('../features/marketing-popups').then((feature) => ({ default: feature.MarketingPopups })),
);
const AppDownloadBanner = lazy(() =>
  import('../features/app-download-promo').then((feature) => ({ default: feature.AppDownloadBanner })),
);

/**
 * shell §4 "Chatroom": its launcher and floating window, on every page once the browser is idle.
 * The loader's code arrives then (a lazy chunk, never in a page's first script); the micro-app
 * itself only when the chatroom opens.
 */
export function ChatroomSlot(): ReactNode {
  return (
    <AfterIdle>
      <ChatroomDock />
    </AfterIdle>
  );
}

const ChatroomDock = lazy(() => import('../shell/chatroom').then((shell) => ({ default: shell.ChatroomDock })));

/** Whether this is the home page of the locale (`/`, `/de`, `/en-eu`…). */
function useOnHomePage(): boolean {
  const { locale } = useSite();
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '') === (locale.prefix ? `/${locale.prefix}` : '');
}

/** Its children, once the browser is idle after load (never on the server, so hydration matches). */
function AfterIdle({ children }: { children: ReactNode }): ReactNode {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * The account side menu (widgets §2), beside the page on the routes that have one; a route hands
 * its menu to PageFrame. Without one the page is laid out as before, with no wrapper.
 */
export function WithSideMenu({ menu, children }: { menu: ReactNode; children: ReactNode }) {
  if (!menu) return children;
  return (
    <div className="frame-with-side-menu">
      <aside className="frame-with-side-menu__menu">{menu}</aside>
      <div className="frame-with-side-menu__page">{children}</div>
    </div>
  );
}
