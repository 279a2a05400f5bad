import { getFundPasswordStatus } from '@meridian/contracts';
import { requireAccountCookies } from '../features/account-area/index.server';
import { FundPasswordSetupPage } from '../features/fund-password';
import { myAccountPageMeta } from '../features/seo';
import { createTranslator, RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import { getEnvelope, SERVER_REQUEST_TIMEOUT_MS } from '../shell/http';
import type { Route } from './+types/myaccount-fundpass-setup';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  myAccountPageMeta(rootDataOf(matches), location, loaderData);

/**
 * widgets §2 /myaccount/fundpass_setup (issue 16): whether the account has a fund password, and
 * its validity, read on the server with the page, so the right form shows at once. A failed read
 * says so (`status: null`) rather than guessing which form applies.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAccountCookies(request, context.locale.prefix);
  const route = routeMessages({ request, context }, ['fundPassword']);
  const t = createTranslator({
    locale: context.locale.htmlLang,
    messages: route.messages,
    namespace: 'fundPassword.setup',
  });
  const values = { site: context.site.name };
  const status = await getEnvelope(context.api, getFundPasswordStatus, { timeoutMs: SERVER_REQUEST_TIMEOUT_MS });
  return {
    ...route,
    title: t('title'),
    description: t('description', values),
    status: status.ok ? status.data : null,
  };
}

export default function MyAccountFundpassSetup({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <FundPasswordSetupPage status={loaderData.status} />
    </RouteMessages>
  );
}
