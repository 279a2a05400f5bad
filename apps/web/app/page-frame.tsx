import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { AccountHeader } from './features/account-header';
import { SiteFooter } from './features/footer';
import { SiteHeader } from './features/site-header';
import { SiteSwitchBar } from './features/site-switch';
import type { loader as rootLoader } from './root';

/**
 * Site-switch bar, header, page, footer: the frame every page of the locale layout and the 404
 * page share. The bar comes first, above the header, from the compliance check the root loader
 * made, so it is part of the server-rendered page (no layout shift).
 */
export function PageFrame({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <>
      {root ? <SiteSwitchBar flags={root.compliance.limit} /> : null}
      <SiteHeader account={<AccountHeader />} />
      {children}
      <SiteFooter />
    </>
  );
}
