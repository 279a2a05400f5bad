import { FeePage } from '../features/site-pages';
import { pageMeta } from '../features/seo';
import type { Route } from './+types/fee';

// Every site has the fee page (widgets §2 footers); the schedule is static data in domain.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ root: matches[0].data, location, page: 'fee' });

export default function Fee() {
  return <FeePage />;
}
