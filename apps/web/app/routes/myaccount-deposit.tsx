import { redirect } from 'react-router';
import { requireAccountCookies } from '../features/account-area/index.server';
import { DepositPage, NETWORK_PARAM } from '../features/funds-deposit';
import { depositRedirect, loadDepositView } from '../features/funds-deposit/index.server';
import { myAccountPageMeta } from '../features/seo';
import { createTranslator, RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import type { Route } from './+types/myaccount-deposit';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  myAccountPageMeta(rootDataOf(matches), location, loaderData);

/**
 * `/myaccount/deposit/{currency}` (issue 16 item 5; widgets §1 deposit targets). `/myaccount/deposit`
 * and a lower-case coin are sent to the upper-case coin's page (USDT without one); a coin that
 * cannot be deposited gets the coin list, not an error page. The coin list, the account's address
 * on the `network` of the link and the coin's deposits are read here, so the page is server-rendered;
 * a session the API no longer knows (401) is sent to log in.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { loginHref } = requireAccountCookies(request, context.locale.prefix);
  const currency = 'currency' in params ? params.currency : undefined;
  const elsewhere = depositRedirect(currency, request.url, context.locale.prefix);
  if (elsewhere !== null) throw redirect(elsewhere);
  const coin = currency ?? '';
  const route = routeMessages({ request, context }, ['fundsDeposit']);
  const t = createTranslator({ locale: context.locale.htmlLang, messages: route.messages, namespace: 'fundsDeposit' });
  const network = new URL(request.url).searchParams.get(NETWORK_PARAM);
  const { view, sessionGone } = await loadDepositView(context.api, { coin, network });
  if (sessionGone) throw redirect(loginHref);
  return {
    ...route,
    title: view.kind === 'coin' ? t('title', { coin: view.coin }) : t('heading'),
    description: t('description', { site: context.site.name }),
    view,
  };
}

export default function MyAccountDeposit({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <DepositPage view={loaderData.view} />
    </RouteMessages>
  );
}
