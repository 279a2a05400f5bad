import { fiatChoiceOf, MarketsPage } from '../features/markets';
import { pageMeta } from '../features/seo';
import { RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import { loadMarketRows } from '../shell/market-data/index.server';
import { useSite } from '../shell/site';
import type { Route } from './+types/markets';

// shell §2 "/price/": every market, searchable and sortable, live.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ root: rootDataOf(matches), location, page: 'markets' });

export async function loader(args: Route.LoaderArgs) {
  const markets = await loadMarketRows(args.context.api);
  return { ...routeMessages(args, ['markets']), markets };
}

export default function Markets({ loaderData }: Route.ComponentProps) {
  const { settings } = useSite();
  return (
    <RouteMessages messages={loaderData.messages}>
      <MarketsPage rows={loaderData.markets} fiat={fiatChoiceOf(settings)} />
    </RouteMessages>
  );
}
