import { ComplianceTipsPage } from '../features/site-pages';
import { pageMeta } from '../features/seo';
import { RouteMessages } from '../i18n';
import { messagesForRequest } from '../i18n/catalogs.server';
import type { Route } from './+types/state-compliance-tips';

// shell §2 "/state_compliance_tips is the redirect target for restricted users".
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ root: matches[0].data, location, page: 'stateComplianceTips' });

export function loader({ request, context }: Route.LoaderArgs) {
  return { messages: messagesForRequest(request, context.locale.catalog, ['pages']) };
}

export default function StateComplianceTips({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <ComplianceTipsPage />
    </RouteMessages>
  );
}
