import { TotpPage } from '../features/account-area';
import { requireAccountCookies } from '../features/account-area/index.server';
import { TwoFactorPagePanel } from '../shell/two-factor';
import { myAccountPageMeta } from '../features/seo';
import { createTranslator } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import type { Route } from './+types/myaccount-totp';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  myAccountPageMeta(rootDataOf(matches), location, loaderData);

/**
 * shell §2 /myaccount/totp (issue 16 item 5): two-factor authentication on its own page; the flow
 * is the Security dialog's (shell/two-factor's TwoFactorPanel). Its messages are the shell's
 * (`account`) and the layout's (`accountArea`).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireAccountCookies(request, context.locale.prefix);
  const { messages } = routeMessages({ request, context }, ['accountArea']);
  const t = createTranslator({ locale: context.locale.htmlLang, messages, namespace: 'accountArea.totp' });
  return { title: t('title'), description: t('description', { site: context.site.name }) };
}

export default function MyAccountTotp() {
  return <TotpPage panel={<TwoFactorPagePanel />} />;
}
