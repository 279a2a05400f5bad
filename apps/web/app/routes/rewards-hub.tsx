import { getRewardTasks } from '@meridian/contracts';
import { pageMeta } from '../features/seo';
import { GrowthTabs } from '../features/growth-tabs';
import { RewardsHubPage, type RewardsHubView } from '../features/rewards-hub';
import { createTranslator, RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import { getEnvelope, SERVER_REQUEST_TIMEOUT_MS } from '../shell/http';
import type { Route } from './+types/rewards-hub';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    root: rootDataOf(matches),
    location,
    title: loaderData?.title ?? '',
    description: loaderData?.description ?? '',
  });

/**
 * widgets §2 growth tab "rewards" (/rewards_hub; issue 15 item 5): the tasks are read on the
 * server with the page, the user's progress with them when the session is there (the API answers
 * a visitor the public list, so no log-in cookie check is needed first).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const route = routeMessages({ request, context }, ['growth']);
  const t = createTranslator({
    locale: context.locale.htmlLang,
    messages: route.messages,
    namespace: 'growth.rewards',
  });
  const values = { site: context.site.name };
  const page = { ...route, title: t('title', values), description: t('description', values) };
  const answer = await getEnvelope(context.api, getRewardTasks, {
    timeoutMs: SERVER_REQUEST_TIMEOUT_MS,
    query: { locale: context.locale.code },
  });
  const view: RewardsHubView = answer.ok ? { kind: 'tasks', tasks: answer.data } : { kind: 'unavailable' };
  return { ...page, view };
}

export default function RewardsHub({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <RewardsHubPage view={loaderData.view} tabs={<GrowthTabs />} />
    </RouteMessages>
  );
}
