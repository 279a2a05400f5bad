import { decideLegalPage, documentHref } from '@meridian/domain';
import { data, redirect } from 'react-router';
import { useTranslations } from 'use-intl';
import { LegalDocumentPage } from '../features/legal-pages';
import { BreadcrumbJsonLd, pageMeta } from '../features/seo';
import { useSite } from '../shell/site';
import type { Route } from './+types/legal';

// shell §2 "Legal and site pages per region": the site's docs say which documents it serves here;
// a known legal path it keeps elsewhere (another path or a PDF) redirects, anything else is 404.
export function loader({ context }: Route.LoaderArgs) {
  const decision = decideLegalPage(context.site.docs, context.path);
  if (decision.kind === 'redirect') throw redirect(documentHref(context.locale.prefix, decision.to));
  if (decision.kind === 'not-found') throw data('Not found', { status: 404 });
  return { document: decision.document, title: decision.title };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  loaderData ? pageMeta({ root: matches[0].data, location, page: loaderData.title }) : [];

export default function Legal({ loaderData }: Route.ComponentProps) {
  const t = useTranslations('legal.titles');
  const { path } = useSite();
  return (
    <>
      <LegalDocumentPage document={loaderData.document} title={loaderData.title} />
      <BreadcrumbJsonLd trail={[{ name: t(loaderData.title), path }]} />
    </>
  );
}
