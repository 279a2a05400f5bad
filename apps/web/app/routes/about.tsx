import { decideAboutPage, documentHref } from '@meridian/domain';
import { data, redirect } from 'react-router';
import { AboutPage } from '../features/site-pages';
import { pageMeta } from '../features/seo';
import { RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ root: rootDataOf(matches), location, page: 'about' });

// A site whose about page lives elsewhere (the UK's /page/contacts, shell §2) sends /about-us there.
export function loader({ request, context }: Route.LoaderArgs) {
  const decision = decideAboutPage(context.path, context.site.docs);
  if (decision.kind === 'redirect') throw redirect(documentHref(context.locale.prefix, decision.to));
  if (decision.kind === 'not-found') throw data('Not found', { status: 404 });
  return routeMessages({ request, context }, ['pages']);
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <AboutPage />
    </RouteMessages>
  );
}
