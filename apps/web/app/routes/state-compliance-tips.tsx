import { ComplianceTipsPage } from '../features/site-pages';
import { pageMeta } from '../features/seo';
import type { Route } from './+types/state-compliance-tips';

// shell §2 "/state_compliance_tips is the redirect target for restricted users".
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ root: matches[0].data, location, page: 'stateComplianceTips' });

export default function StateComplianceTips() {
  return <ComplianceTipsPage />;
}
