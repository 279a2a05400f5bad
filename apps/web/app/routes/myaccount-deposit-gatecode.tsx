import { getDepositCodeList, getFundPasswordStatus, getSpotAccounts } from '@meridian/contracts';
import { accountLoginRedirect, requireAccountCookies } from '../features/account-area/index.server';
import { availableByCoin, DEPOSIT_CODE_LIST_LIMIT, DepositCodePage } from '../features/deposit-code';
import { myAccountPageMeta } from '../features/seo';
import { createTranslator, RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import { getEnvelope, SERVER_REQUEST_TIMEOUT_MS } from '../shell/http';
import type { Route } from './+types/myaccount-deposit-gatecode';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  myAccountPageMeta(rootDataOf(matches), location, loaderData);

/**
 * `/myaccount/deposit_gatecode` (issue 16 item 5; widgets §1 "gate code"): the spot balances, the
 * account's codes and the fund-password status are read on the server with the page; a part whose
 * call failed says so in its place, and a session the API no longer knows (401) is sent to log in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { loginHref } = requireAccountCookies(request, context.locale.prefix);
  const route = routeMessages({ request, context }, ['depositCode', 'fundPassword']);
  const t = createTranslator({ locale: context.locale.htmlLang, messages: route.messages, namespace: 'depositCode' });
  const options = { timeoutMs: SERVER_REQUEST_TIMEOUT_MS };
  const [balances, codes, fundPassword] = await Promise.all([
    getEnvelope(context.api, getSpotAccounts, options),
    getEnvelope(context.api, getDepositCodeList, { ...options, query: { limit: DEPOSIT_CODE_LIST_LIMIT } }),
    getEnvelope(context.api, getFundPasswordStatus, options),
  ]);
  const gone =
    accountLoginRedirect(balances, loginHref) ??
    accountLoginRedirect(codes, loginHref) ??
    accountLoginRedirect(fundPassword, loginHref);
  if (gone) throw gone;
  return {
    ...route,
    title: t('title'),
    description: t('description', { site: context.site.name }),
    initial: {
      available: balances.ok ? availableByCoin(balances.data) : null,
      codes: codes.ok ? codes.data : null,
      fundPassword: fundPassword.ok ? fundPassword.data : null,
    },
  };
}

export default function MyAccountDepositGatecode({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <DepositCodePage initial={loaderData.initial} />
    </RouteMessages>
  );
}
