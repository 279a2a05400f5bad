import { getSpotAccounts, getTotalFunds } from '@meridian/contracts';
import { DepositChooser } from '../features/deposit-chooser';
import { AccountOverviewPage, type AccountOverviewView } from '../features/account-area';
import { accountLoginRedirect, requireAccountCookies } from '../features/account-area/index.server';
import { myAccountPageMeta } from '../features/seo';
import { TransferPanel } from '../features/transfer-panels';
import { createTranslator, RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { useRootData } from '../root';
import { rootDataOf } from '../root-data';
import { getEnvelope, SERVER_REQUEST_TIMEOUT_MS } from '../shell/http';
import type { Route } from './+types/myaccount-overview';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  myAccountPageMeta(rootDataOf(matches), location, loaderData);

/**
 * /myaccount (issue 16): total assets from the total-funds call (shell §7) and the spot balances,
 * read on the server with the page. A part whose call fails says so in its place; an answer that
 * the session is gone (401) sends the reader to log in, as a visitor is.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { loginHref } = requireAccountCookies(request, context.locale.prefix);
  const route = routeMessages({ request, context }, ['accountArea', 'depositChooser', 'transferPanels']);
  const t = createTranslator({
    locale: context.locale.htmlLang,
    messages: route.messages,
    namespace: 'accountArea.overview',
  });
  const options = { timeoutMs: SERVER_REQUEST_TIMEOUT_MS };
  const [funds, balances] = await Promise.all([
    getEnvelope(context.api, getTotalFunds, options),
    getEnvelope(context.api, getSpotAccounts, options),
  ]);
  const gone = accountLoginRedirect(funds, loginHref) ?? accountLoginRedirect(balances, loginHref);
  if (gone) throw gone;
  const view: AccountOverviewView = {
    funds: funds.ok ? funds.data : null,
    balances: balances.ok ? balances.data : null,
  };
  return {
    ...route,
    title: t('title'),
    description: t('description', { site: context.site.name }),
    view,
  };
}

export default function MyAccountOverview({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const limit = root?.compliance.limit;
  return (
    <RouteMessages messages={loaderData.messages}>
      <AccountOverviewPage
        view={loaderData.view}
        chooser={root ? <DepositChooser compliance={root.compliance} /> : null}
        transferPanel={
          // Issue 16 item 8: the account's own spot <-> futures transfer, an embedded micro-app.
          <TransferPanel
            name="funds-transfer"
            limits={{ isUkLimit: limit?.is_uk_limit === true, isItalyLimit: limit?.is_italy_limit === true }}
          />
        }
      />
    </RouteMessages>
  );
}
