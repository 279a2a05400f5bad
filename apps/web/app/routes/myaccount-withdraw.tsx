import { getFundPasswordStatus, getFundsNetworks, getSpotAccounts, getWithdrawalList } from '@meridian/contracts';
import { localizePath } from '@meridian/domain';
import { redirect } from 'react-router';
import { accountLoginRedirect, requireAccountCookies } from '../features/account-area/index.server';
import {
  availableOf,
  DEFAULT_WITHDRAW_COIN,
  WithdrawPage,
  WITHDRAWAL_LIST_LIMIT,
  type WithdrawView,
  withdrawPath,
} from '../features/funds-withdraw';
import { myAccountPageMeta } from '../features/seo';
import { createTranslator, RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import { getEnvelope, SERVER_REQUEST_TIMEOUT_MS } from '../shell/http';
import type { Route } from './+types/myaccount-withdraw';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  myAccountPageMeta(rootDataOf(matches), location, loaderData);

/**
 * shell §2 "/myaccount/withdraw/{currency}" (issue 16 items 2 and 5); the bare /myaccount/withdraw
 * is USDT's. A lower-case coin is sent to its upper-case address (one address per coin); a coin that
 * cannot be withdrawn gets a message and the coins that can. The networks, the coin's balance, the
 * withdrawals and the fund-password status are read on the server with the page; a part whose call
 * failed says so in its place, and a session the API no longer knows (401) is sent to log in.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { loginHref } = requireAccountCookies(request, context.locale.prefix);
  const asked = params.currency ?? DEFAULT_WITHDRAW_COIN;
  if (asked !== asked.toUpperCase()) {
    throw redirect(
      localizePath(context.locale.prefix, withdrawPath(asked.toUpperCase())) + new URL(request.url).search,
      301,
    );
  }
  const route = routeMessages({ request, context }, ['accountArea', 'fundsWithdraw', 'fundPassword']);
  const t = createTranslator({ locale: context.locale.htmlLang, messages: route.messages, namespace: 'fundsWithdraw' });
  const page = {
    ...route,
    title: t('title', { coin: asked }),
    description: t('description', { coin: asked, site: context.site.name }),
  };

  const options = { timeoutMs: SERVER_REQUEST_TIMEOUT_MS };
  const networks = await getEnvelope(context.api, getFundsNetworks, options);
  if (!networks.ok) return { ...page, view: { kind: 'unavailable' } satisfies WithdrawView };
  const coins = networks.data.list.map((entry) => entry.coin);
  if (!coins.includes(asked)) return { ...page, view: { kind: 'unknown-coin', asked, coins } satisfies WithdrawView };

  const [balances, withdrawals, fundPassword] = await Promise.all([
    getEnvelope(context.api, getSpotAccounts, { ...options, query: { currency: asked } }),
    getEnvelope(context.api, getWithdrawalList, { ...options, query: { limit: WITHDRAWAL_LIST_LIMIT } }),
    getEnvelope(context.api, getFundPasswordStatus, options),
  ]);
  const gone =
    accountLoginRedirect(balances, loginHref) ??
    accountLoginRedirect(withdrawals, loginHref) ??
    accountLoginRedirect(fundPassword, loginHref);
  if (gone) throw gone;
  const view: WithdrawView = {
    kind: 'coin',
    coin: asked,
    networks: networks.data.list,
    account: {
      available: balances.ok ? availableOf(balances.data, asked) : null,
      withdrawals: withdrawals.ok ? withdrawals.data.list : null,
      fundPassword: fundPassword.ok ? fundPassword.data : null,
    },
  };
  return { ...page, view };
}

export default function MyAccountWithdraw({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <WithdrawPage view={loaderData.view} />
    </RouteMessages>
  );
}
