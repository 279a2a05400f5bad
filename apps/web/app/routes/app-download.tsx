import { decideAppDownloadPage, documentHref, siteUrl } from '@meridian/domain';
import { lazy, Suspense } from 'react';
import { data, redirect } from 'react-router';
import { AppDownloadPage } from '../features/site-pages';
import { qrCodeShape } from '../features/site-pages/index.server';
import { pageMeta } from '../features/seo';
import { RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import type { Route } from './+types/app-download';

// It renders nothing itself (it asks the registry for the modal): its code loads after the page's.
const DownloadRewardPrompt = lazy(() =>
  import('../features/app-download-promo').then((feature) => ({ default: feature.DownloadRewardPrompt })),
);

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ root: rootDataOf(matches), location, page: 'appDownload' });

// shell §2 "App download page is /appdownload; Turkey uses /mobileapp.": Turkey redirects the
// generic path; /mobileapp elsewhere, and either path on a site that hides app download, is 404.
export function loader({ request, context }: Route.LoaderArgs) {
  const decision = decideAppDownloadPage(context.path, context.site);
  if (decision.kind === 'redirect') throw redirect(documentHref(context.locale.prefix, decision.to));
  if (decision.kind === 'not-found') throw data('Not found', { status: 404 });
  // The code opens this same page on the phone, where the store buttons are.
  const qr = qrCodeShape(siteUrl(context.site, context.locale, context.site.appDownloadPath));
  return { qr, ...routeMessages({ request, context }, ['pages']) };
}

export default function AppDownload({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <AppDownloadPage qr={loaderData.qr} />
      {/* Issue 15 item 2: with a download task, the reward modal once per browser session. */}
      <Suspense fallback={null}>
        <DownloadRewardPrompt />
      </Suspense>
    </RouteMessages>
  );
}
