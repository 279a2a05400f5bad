import { getActivities } from '@meridian/contracts';
import { pageMeta } from '../features/seo';
import { ActivityCentrePage, type ActivityCentreView } from '../features/activity-centre';
import { GrowthTabs } from '../features/growth-tabs';
import { createTranslator, RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import { getEnvelope, SERVER_REQUEST_TIMEOUT_MS } from '../shell/http';
import type { Route } from './+types/competition-center';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    root: rootDataOf(matches),
    location,
    title: loaderData?.title ?? '',
    description: loaderData?.description ?? '',
  });

/**
 * widgets §2 growth tab "activity centre" (/competition/center; issue 15 item 5): the activities
 * with their status at the API's clock, read on the server with the page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const route = routeMessages({ request, context }, ['growth']);
  const t = createTranslator({
    locale: context.locale.htmlLang,
    messages: route.messages,
    namespace: 'growth.activity',
  });
  const values = { site: context.site.name };
  const page = { ...route, title: t('title', values), description: t('description', values) };
  const answer = await getEnvelope(context.api, getActivities, {
    timeoutMs: SERVER_REQUEST_TIMEOUT_MS,
    query: { locale: context.locale.code },
  });
  const view: ActivityCentreView = answer.ok
    ? { kind: 'activities', activities: answer.data }
    : { kind: 'unavailable' };
  return { ...page, view };
}

export default function CompetitionCenter({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <ActivityCentrePage view={loaderData.view} tabs={<GrowthTabs />} />
    </RouteMessages>
  );
}
