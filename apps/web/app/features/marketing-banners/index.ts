// Marketing banners (widgets §2, issue 15): the homepage strip (server-rendered: the home loader
// calls loadHomepageBanners from index.server.ts), the top and bottom bars for the frame's banner
// slots, and the alpha card for the trade page's order area.
export { AlphaBannerCard, type AlphaBannerCardProps, type AlphaFetchGuard } from './alpha-banner-card';
export type { AlphaCardView, BannerPlan } from './banner-plans';
export { MarketingBottomBanner, MarketingTopBanner, type FloatingBannerProps } from './floating-banner';
export { HomepageBanner, type HomepageBannerProps } from './homepage-banner';
