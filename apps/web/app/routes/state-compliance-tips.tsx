import { ComplianceTipsPage } from '../features/site-pages';
import { pageMeta } from '../features/seo';
import { RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import type { Route } from './+types/state-compliance-tips';

// shell §2 "/state_compliance_tips is the redirect target for restricted users".
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ root: rootDataOf(matches), location, page: 'stateComplianceTips' });

export const loader = (args: Route.LoaderArgs) => routeMessages(args, ['pages']);

export default function StateComplianceTips({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <ComplianceTipsPage />
    </RouteMessages>
  );
}
