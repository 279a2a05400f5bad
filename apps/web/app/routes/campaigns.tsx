import { defaultDownloadTaskInfo, getDownloadTaskInfo, getPageDownloadLinks } from '@meridian/contracts';
import { defaultPageDownloadLinks } from '@meridian/domain';
import {
  APP_DOWNLOAD_TASK_ID,
  CampaignsPage,
  type CampaignsView,
  cardDownloadUrl,
} from '../features/app-download-promo';
import { pageMeta } from '../features/seo';
import { createTranslator, RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { qrCodeShape } from '../kit/qr-code/index.server';
import { rootDataOf } from '../root-data';
import { getEnvelopeOr, SERVER_REQUEST_TIMEOUT_MS } from '../shell/http';
import type { Route } from './+types/campaigns';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    root: rootDataOf(matches),
    location,
    title: loaderData?.title ?? '',
    description: loaderData?.description ?? '',
  });

/**
 * shell §2 "/campaigns (app-download rewards page)" (issue 15 item 2): the download task (widgets §7
 * dlGetTaskInfo) and the page download links are read on the server with the page, and the card's
 * QR code drawn there, so the page ships no QR library and nothing moves once it is shown. A failed
 * call is its spec default: no task, no links (the card then opens the download page as it is).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const route = routeMessages({ request, context }, ['appDownloadPromo']);
  const t = createTranslator({
    locale: context.locale.htmlLang,
    messages: route.messages,
    namespace: 'appDownloadPromo',
  });
  const values = { site: context.site.name };
  const page = { ...route, title: t('campaigns.title', values), description: t('campaigns.description', values) };
  const [task, links] = await Promise.all([
    getEnvelopeOr(context.api, getDownloadTaskInfo, defaultDownloadTaskInfo, {
      timeoutMs: SERVER_REQUEST_TIMEOUT_MS,
      query: { const_id: APP_DOWNLOAD_TASK_ID },
    }),
    getEnvelopeOr(context.api, getPageDownloadLinks, defaultPageDownloadLinks, {
      timeoutMs: SERVER_REQUEST_TIMEOUT_MS,
    }),
  ]);
  const qr = qrCodeShape(cardDownloadUrl(links, context.path, context.site, context.locale));
  const view: CampaignsView = { task, links, qr };
  return { ...page, view };
}

export default function Campaigns({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <CampaignsPage view={loaderData.view} />
    </RouteMessages>
  );
}
