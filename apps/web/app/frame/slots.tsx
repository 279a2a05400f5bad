import type { ReactNode } from 'react';
import { SiteSwitchBar } from '../features/site-switch';
import { useFrameData } from './frame-provider';

/**
 * The bars above the header, in order: the site-switch bar first (widgets §2), from the compliance
 * check the root loader made, so it is in the server-rendered page (no layout shift). The top
 * notification bars of shell §5 and the compliance and KYC tip bars of widgets §4 go here.
 */
export function TopBars() {
  const data = useFrameData();
  return data?.siteSwitch ? <SiteSwitchBar suggestion={data.siteSwitch} /> : null;
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
