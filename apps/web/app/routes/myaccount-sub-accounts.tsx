import { getFuturesAccounts, getSpotAccounts, getSubAccounts } from '@meridian/contracts';
import { accountLoginRedirect, requireAccountCookies } from '../features/account-area/index.server';
import { privatePageMeta } from '../features/account-recovery';
import { pageMeta } from '../features/seo';
import { SubAccountsPage, type SubAccountsView } from '../features/sub-accounts';
import { createTranslator, RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import { getEnvelope, SERVER_REQUEST_TIMEOUT_MS } from '../shell/http';
import type { Route } from './+types/myaccount-sub-accounts';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  privatePageMeta(
    pageMeta({
      root: rootDataOf(matches),
      location,
      title: loaderData?.title ?? '',
      description: loaderData?.description ?? '',
    }),
  );

/**
 * /myaccount/profile/sub-account-manage (issue 16 item 3): the sub-accounts and the account's spot
 * and futures balances, read on the server with the page (a sub-account's list is empty; the page
 * tells it that only its main account manages sub-accounts). A part whose call fails says so in
 * its place; an answer that the session is gone (401) sends the reader to log in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { loginHref } = requireAccountCookies(request, context.locale.prefix);
  const route = routeMessages({ request, context }, ['subAccounts']);
  const t = createTranslator({ locale: context.locale.htmlLang, messages: route.messages, namespace: 'subAccounts' });
  const options = { timeoutMs: SERVER_REQUEST_TIMEOUT_MS };
  const [subAccounts, spot, futures] = await Promise.all([
    getEnvelope(context.api, getSubAccounts, options),
    getEnvelope(context.api, getSpotAccounts, options),
    getEnvelope(context.api, getFuturesAccounts, options),
  ]);
  const gone =
    accountLoginRedirect(subAccounts, loginHref) ??
    accountLoginRedirect(spot, loginHref) ??
    accountLoginRedirect(futures, loginHref);
  if (gone) throw gone;
  const view: SubAccountsView = {
    subAccounts: subAccounts.ok ? subAccounts.data : null,
    spot: spot.ok ? spot.data : null,
    futures: futures.ok ? futures.data : null,
  };
  return { ...route, title: t('title'), description: t('description', { site: context.site.name }), view };
}

export default function MyAccountSubAccounts({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <SubAccountsPage view={loaderData.view} />
    </RouteMessages>
  );
}
