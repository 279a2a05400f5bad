import { decideAboutPage } from '@meridian/domain';
import { data } from 'react-router';
import { ContactsPage } from '../features/site-pages';
import { pageMeta } from '../features/seo';
import { RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import type { Route } from './+types/contacts';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ root: rootDataOf(matches), location, page: 'contacts' });

// shell §2 "/page/contacts is the UK about page": only a site whose about page is here has it.
export function loader({ request, context }: Route.LoaderArgs) {
  if (decideAboutPage(context.path, context.site.docs).kind !== 'page') throw data('Not found', { status: 404 });
  return routeMessages({ request, context }, ['pages']);
}

export default function Contacts({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <ContactsPage />
    </RouteMessages>
  );
}
