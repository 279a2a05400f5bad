import { FeePage } from '../features/site-pages';
import { pageMeta } from '../features/seo';
import { RouteMessages } from '../i18n';
import { messagesForRequest } from '../i18n/catalogs.server';
import type { Route } from './+types/fee';

// Every site has the fee page (widgets §2 footers); the schedule is static data in domain.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ root: matches[0].data, location, page: 'fee' });

export function loader({ request, context }: Route.LoaderArgs) {
  return { messages: messagesForRequest(request, context.locale.catalog, ['pages']) };
}

export default function Fee({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <FeePage />
    </RouteMessages>
  );
}
