import { FeePage } from '../features/site-pages';
import { pageMeta } from '../features/seo';
import { RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import type { Route } from './+types/fee';

// Every site has the fee page (widgets §2 footers); the schedule is static data in domain.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ root: rootDataOf(matches), location, page: 'fee' });

export const loader = (args: Route.LoaderArgs) => routeMessages(args, ['pages']);

export default function Fee({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <FeePage />
    </RouteMessages>
  );
}
