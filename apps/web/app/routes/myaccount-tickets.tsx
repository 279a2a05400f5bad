import { getSupportTicketList } from '@meridian/contracts';
import { accountLoginRedirect, requireAccountCookies } from '../features/account-area/index.server';
import { myAccountPageMeta } from '../features/seo';
import { SupportTicketsPage, type SupportTicketsView } from '../features/support-tickets';
import { createTranslator, RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import { getEnvelope, SERVER_REQUEST_TIMEOUT_MS } from '../shell/http';
import type { Route } from './+types/myaccount-tickets';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  myAccountPageMeta(rootDataOf(matches), location, loaderData);

/**
 * /myaccount/tickets (issue 16; shell §6 the withdraw-only notice's "Create a ticket"): the
 * account's tickets read on the server with the page. A failed call shows an error block in the
 * list's place (the form still works); an answer that the session is gone (401) sends the reader
 * to log in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { loginHref } = requireAccountCookies(request, context.locale.prefix);
  const route = routeMessages({ request, context }, ['supportTickets']);
  const t = createTranslator({
    locale: context.locale.htmlLang,
    messages: route.messages,
    namespace: 'supportTickets',
  });
  const answer = await getEnvelope(context.api, getSupportTicketList, { timeoutMs: SERVER_REQUEST_TIMEOUT_MS });
  const gone = accountLoginRedirect(answer, loginHref);
  if (gone) throw gone;
  const view: SupportTicketsView = { tickets: answer.ok ? answer.data.list : null };
  return { ...route, title: t('title'), description: t('description', { site: context.site.name }), view };
}

export default function MyAccountTickets({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <SupportTicketsPage view={loaderData.view} />
    </RouteMessages>
  );
}
