import { Outlet } from 'react-router';
import { AccountAreaLayout } from '../features/account-area';
import { requireAccountCookies } from '../features/account-area/index.server';
import { RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import type { Route } from './+types/myaccount-layout';

/**
 * The /myaccount pages (issue 16): logged-in users only. A visitor is sent to log in, with the page
 * to come back to, before anything is read or rendered; the account side menu (widgets §2, variant
 * one) frames every page under it, and its messages travel with them.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { loginHref } = requireAccountCookies(request, context.locale.prefix);
  return { ...routeMessages({ request, context }, ['accountArea']), loginHref };
}

export default function MyAccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <AccountAreaLayout variant="one" loginHref={loaderData.loginHref}>
        <Outlet />
      </AccountAreaLayout>
    </RouteMessages>
  );
}
