// The home page (shell §1): its body; the route composes it with the quote-currency picker and
// the structured data, which belong to other features.
export { HomePage, type HomePageProps } from './home-page';
export type { HomeStats } from './home-stats';
