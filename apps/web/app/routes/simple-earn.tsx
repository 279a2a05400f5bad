import { getEarnProducts } from '@meridian/contracts';
import { earnFilterQuery, readEarnProductFilter } from '@meridian/domain';
import { pageMeta } from '../features/seo';
import { SimpleEarnPage, type SimpleEarnView } from '../features/simple-earn';
import { createTranslator, RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import { getEnvelope, SERVER_REQUEST_TIMEOUT_MS } from '../shell/http';
import type { Route } from './+types/simple-earn';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    root: rootDataOf(matches),
    location,
    title: loaderData?.title ?? '',
    description: loaderData?.description ?? '',
  });

/**
 * shell §2 "/simple-earn (product_id, product_type_tag, asset, coin)" (issue 15): the products are
 * read on the server with the page, filtered by the API as the link asks. A link whose filter is
 * not valid shows every product and says so, rather than an error page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const route = routeMessages({ request, context }, ['simpleEarn']);
  const t = createTranslator({ locale: context.locale.htmlLang, messages: route.messages, namespace: 'simpleEarn' });
  const page = { ...route, title: t('title', { site: context.site.name }), description: t('description') };
  const params = new URL(request.url).searchParams;
  const read = readEarnProductFilter((name) => params.get(name));
  const filter = read.ok ? read.filter : {};
  const answer = await getEnvelope(context.api, getEarnProducts, {
    timeoutMs: SERVER_REQUEST_TIMEOUT_MS,
    query: earnFilterQuery(filter),
  });
  const view: SimpleEarnView = answer.ok
    ? { kind: 'products', products: answer.data.list, assets: answer.data.assets, filter, invalidFilter: !read.ok }
    : { kind: 'unavailable' };
  return { ...page, view };
}

export default function SimpleEarn({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <SimpleEarnPage view={loaderData.view} />
    </RouteMessages>
  );
}
