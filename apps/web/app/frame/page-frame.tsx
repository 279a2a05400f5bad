import type { ReactNode } from 'react';
import { AccountHeader } from '../features/account-header';
import { SiteFooter } from '../features/footer';
import { SiteHeader } from '../features/site-header';
import { useFrameData } from './frame-provider';
import { ModalHost } from './modal-host';
import { BottomBanners, ChatroomSlot, NoticeModals, TopBanners, TopBars, WithSideMenu } from './slots';
import './layout.css';

/**
 * Bars, header, banners, page, footer and the one modal: the frame every page of the locale layout
 * and the 404 page share. Routes pass the page (and, on account pages, the side menu).
 */
export function PageFrame({ sideMenu, children }: { sideMenu?: ReactNode; children: ReactNode }) {
  const data = useFrameData();
  return (
    <>
      <TopBars />
      <SiteHeader account={<AccountHeader />} />
      <TopBanners />
      <WithSideMenu menu={sideMenu}>{children}</WithSideMenu>
      <BottomBanners />
      <ChatroomSlot />
      <SiteFooter loggedIn={data?.loggedIn ?? false} declarationStatus={data?.account?.declarationStatus} />
      <NoticeModals />
      <ModalHost />
    </>
  );
}
