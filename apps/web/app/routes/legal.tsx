import { decideLegalPage, documentHref } from '@meridian/domain';
import { data, redirect } from 'react-router';
import { LegalDocumentPage } from '../features/legal-pages';
import { BreadcrumbJsonLd, pageMeta } from '../features/seo';
import { useSite } from '../shell/site';
import { RouteMessages, useTranslations } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import type { Route } from './+types/legal';

// shell §2 "Legal and site pages per region": the site's docs say which documents it serves here;
// a known legal path it keeps elsewhere (another path or a PDF) redirects, anything else is 404.
export function loader({ request, context }: Route.LoaderArgs) {
  const decision = decideLegalPage(context.site.docs, context.path);
  if (decision.kind === 'redirect') throw redirect(documentHref(context.locale.prefix, decision.to));
  if (decision.kind === 'not-found') throw data('Not found', { status: 404 });
  return {
    document: decision.document,
    title: decision.title,
    ...routeMessages({ request, context }, ['legal']),
  };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  loaderData ? pageMeta({ root: rootDataOf(matches), location, page: loaderData.title }) : [];

export default function Legal({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <LegalContent document={loaderData.document} title={loaderData.title} />
    </RouteMessages>
  );
}

function LegalContent({ document, title }: Pick<Route.ComponentProps['loaderData'], 'document' | 'title'>) {
  const t = useTranslations('legal.titles');
  const { path } = useSite();
  return (
    <>
      <LegalDocumentPage document={document} title={title} />
      <BreadcrumbJsonLd trail={[{ name: t(title), path }]} />
    </>
  );
}
