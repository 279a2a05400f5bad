import type { ReactNode } from 'react';
import {
  ComplianceTipModal,
  CookieConsentBar,
  RegionNoticeBars,
  RegionNoticeModals,
} from '../features/compliance-notices';
import { SiteSwitchBar } from '../features/site-switch';
import { useFrameData } from './frame-provider';

/**
 * The bars above the header, in order (decision 0048): the site-switch bar (widgets §2), the
 * account notices of shell §8 (withdraw-only, then the IP address limit), then the cookie consent;
 * all from what the root loader read, so they are in the server-rendered page (no layout shift).
 * The compliance and KYC tip bars of widgets §4 go here too.
 */
export function TopBars() {
  const data = useFrameData();
  if (!data) return null;
  return (
    <>
      {data.siteSwitch ? <SiteSwitchBar suggestion={data.siteSwitch} /> : null}
      {data.notices.bars.length > 0 ? <RegionNoticeBars bars={data.notices.bars} /> : null}
      <CookieConsentBar />
    </>
  );
}

/** The region notices that are modals: asked of the modal registry once the page is in the browser. */
export function NoticeModals() {
  const data = useFrameData();
  if (!data) return null;
  return (
    <>
      {data.notices.modals.length > 0 ? (
        <RegionNoticeModals modals={data.notices.modals} loggedIn={data.loggedIn} />
      ) : null}
      {data.complianceTip ? <ComplianceTipModal {...data.complianceTip} /> : null}
    </>
  );
}

/**
 * Banners between the header and the page (widgets §2 top banner, homepage banners). None exist
 * yet: a feature that adds one renders it from here, so every page keeps one order.
 */
export function TopBanners(): ReactNode {
  return null;
}

/** Banners below the page (widgets §2 bottom banner; shell §5 phone app-download banner). None yet. */
export function BottomBanners(): ReactNode {
  return null;
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
