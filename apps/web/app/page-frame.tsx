import type { ReactNode } from 'react';
import { SiteFooter } from './features/footer';
import { SiteHeader } from './features/site-header';

/** Header, page, footer: the frame every page of the locale layout and the 404 page share. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      {children}
      <SiteFooter />
    </>
  );
}
