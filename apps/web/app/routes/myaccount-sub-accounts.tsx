import { getFuturesAccounts, getSpotAccounts, getSubAccounts } from '@meridian/contracts';
import { accountLoginRedirect, requireAccountCookies } from '../features/account-area/index.server';
import { myAccountPageMeta } from '../features/seo';
import { SubAccountsPage, type SubAccountsView } from '../features/sub-accounts';
import { TransferPanel } from '../features/transfer-panels';
import { createTranslator, RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { useRootData } from '../root';
import { rootDataOf } from '../root-data';
import { getEnvelope, SERVER_REQUEST_TIMEOUT_MS } from '../shell/http';
import type { Route } from './+types/myaccount-sub-accounts';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  myAccountPageMeta(rootDataOf(matches), location, loaderData);

/**
 * /myaccount/profile/sub-account-manage (issue 16 item 3): the sub-accounts and the account's spot
 * and futures balances, read on the server with the page (a sub-account's list is empty; the page
 * tells it that only its main account manages sub-accounts). A part whose call fails says so in
 * its place; an answer that the session is gone (401) sends the reader to log in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { loginHref } = requireAccountCookies(request, context.locale.prefix);
  const route = routeMessages({ request, context }, ['subAccounts', 'transferPanels']);
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
  const limit = useRootData()?.compliance.limit;
  const subAccounts = loaderData.view.subAccounts;
  return (
    <RouteMessages messages={loaderData.messages}>
      <SubAccountsPage
        view={loaderData.view}
        transferPanel={
          // Issue 16 item 8: the master's transfers with its sub-accounts, an embedded micro-app; told
          // to read its list again when the page's list changes (a sub-account opened).
          <TransferPanel
            name="master-transfer"
            limits={{ isUkLimit: limit?.is_uk_limit === true, isItalyLimit: limit?.is_italy_limit === true }}
            refreshKey={subAccounts === null ? 'none' : subAccounts.map((s) => s.sub_uid).join(',')}
          />
        }
      />
    </RouteMessages>
  );
}
