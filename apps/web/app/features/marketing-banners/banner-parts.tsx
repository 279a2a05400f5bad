import type { ReactNode } from 'react';
import { usePageHref } from '../../shell/site';
import type { BannerKind, BannerPlan } from './banner-plans';
import { useBannerClick } from './use-banner-view';

/** Below this width the phone picture (img_h5) is shown, as the app's phone breakpoint. */
const PHONE_MEDIA = '(max-width: 767.98px)';

/**
 * A plan's picture: the phone one on narrow screens. Decorative (the title beside it says what it
 * is); its box has a fixed aspect ratio in the stylesheet, so a late picture moves nothing.
 */
export function BannerPicture({ plan, className }: { plan: BannerPlan; className: string }) {
  if (!plan.img && !plan.imgH5) return null;
  return (
    <picture className={className}>
      {plan.imgH5 && plan.img ? <source media={PHONE_MEDIA} srcSet={plan.imgH5} /> : null}
      <img src={plan.img ?? plan.imgH5 ?? undefined} alt="" loading="lazy" decoding="async" />
    </picture>
  );
}

/**
 * `children` as a link to the plan's page (under the locale prefix), recording the click; as plain
 * text when the plan has no link of this site or links a page not built yet (domain COMING_PAGES).
 */
export function BannerLink({
  banner,
  plan,
  path,
  className,
  children,
}: {
  banner: BannerKind;
  plan: { planId: number; planName: string };
  path: string | null;
  className: string;
  children: ReactNode;
}) {
  const href = usePageHref();
  const clicked = useBannerClick(banner, plan);
  const target = path === null ? null : href(path);
  if (target === null) return <span className={className}>{children}</span>;
  return (
    <a className={className} href={target} onClick={clicked}>
      {children}
    </a>
  );
}
