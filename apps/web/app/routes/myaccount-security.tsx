import { SecurityPage } from '../features/account-area';
import { requireAccountCookies } from '../features/account-area/index.server';
import { myAccountPageMeta } from '../features/seo';
import { createTranslator } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import type { Route } from './+types/myaccount-security';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  myAccountPageMeta(rootDataOf(matches), location, loaderData);

/**
 * shell §2 /myaccount/security (issue 16): the two-factor and password flows that exist, reached
 * from the page (the header's security panel; the reset link).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireAccountCookies(request, context.locale.prefix);
  const { messages } = routeMessages({ request, context }, ['accountArea']);
  const t = createTranslator({ locale: context.locale.htmlLang, messages, namespace: 'accountArea.security' });
  return { title: t('title'), description: t('description', { site: context.site.name }) };
}

export default function MyAccountSecurity() {
  return <SecurityPage />;
}
