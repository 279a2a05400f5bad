// What loaders run on the server (never shipped to the browser): the homepage banner's plans.
export { HOMEPAGE_BANNER_TIMEOUT_MS, loadHomepageBanners, type HomepageBannerOptions } from './homepage-banners.server';
