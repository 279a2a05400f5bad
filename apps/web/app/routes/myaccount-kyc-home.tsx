import { KycHomePage } from '../features/account-area';
import { requireAccountCookies } from '../features/account-area/index.server';
import { myAccountPageMeta } from '../features/seo';
import { createTranslator } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import type { Route } from './+types/myaccount-kyc-home';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  myAccountPageMeta(rootDataOf(matches), location, loaderData);

/**
 * widgets §1 /myaccount/kyc_home (issue 16): the identity level and review state from the user
 * info the root loader read (shell §3 `verified`, `kyc_status`); no call of its own.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireAccountCookies(request, context.locale.prefix);
  const { messages } = routeMessages({ request, context }, ['accountArea']);
  const t = createTranslator({ locale: context.locale.htmlLang, messages, namespace: 'accountArea.kyc' });
  return { title: t('title'), description: t('description', { site: context.site.name }) };
}

export default function MyAccountKycHome() {
  return <KycHomePage />;
}
