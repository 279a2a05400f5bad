import { getInviteSummary } from '@meridian/contracts';
import { isLoginPresent, NICKNAME_COOKIE, siteUrl, UID_COOKIE } from '@meridian/domain';
import { pageMeta } from '../features/seo';
import { ReferralPage, type ReferralView } from '../features/referral';
import { GrowthTabs } from '../features/growth-tabs';
import { createTranslator, RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { qrCodeShape } from '../kit/qr-code/index.server';
import { rootDataOf } from '../root-data';
import { readCookie } from '../shell/cookies';
import { getEnvelope, SERVER_REQUEST_TIMEOUT_MS } from '../shell/http';
import type { Route } from './+types/referral';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    root: rootDataOf(matches),
    location,
    title: loaderData?.title ?? '',
    description: loaderData?.description ?? '',
  });

/**
 * The referral page (issue 14 item 2; decision 0052). A member's invite code and count are read on
 * the server with the page, and the QR code drawn there, so nothing moves once it is shown. The
 * summary is asked for only when the log-in cookies are there (shell §4: no user calls otherwise).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const route = routeMessages({ request, context }, ['referral', 'growth']);
  const t = createTranslator({ locale: context.locale.htmlLang, messages: route.messages, namespace: 'referral' });
  const values = { site: context.site.name };
  const page = { ...route, title: t('title', values), description: t('description', values) };
  const cookies = request.headers.get('cookie');
  const present = isLoginPresent({
    uid: readCookie(cookies, UID_COOKIE),
    nickname: readCookie(cookies, NICKNAME_COOKIE),
  });
  if (!present) return { ...page, view: { kind: 'visitor' } satisfies ReferralView };
  const summary = await getEnvelope(context.api, getInviteSummary, { timeoutMs: SERVER_REQUEST_TIMEOUT_MS });
  if (!summary.ok) {
    return {
      ...page,
      view: (summary.reason === 'status' && summary.status === 401
        ? { kind: 'visitor' }
        : { kind: 'unavailable' }) satisfies ReferralView,
    };
  }
  // The link opens the sign-up page with the code, through the referral check (shell §4).
  const link = `${siteUrl(context.site, context.locale, '/signup')}?ref=${encodeURIComponent(summary.data.invite_code)}`;
  const view: ReferralView = { kind: 'member', summary: summary.data, link, qr: qrCodeShape(link) };
  return { ...page, view };
}

export default function Referral({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <ReferralPage view={loaderData.view} tabs={<GrowthTabs />} />
    </RouteMessages>
  );
}
