import { verifyEmailRequest } from '@meridian/contracts';
import { VerifyEmailPage } from '../features/account-recovery';
import { accountPageMeta, privatePageMeta } from '../features/seo';
import { RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import type { Route } from './+types/verify-email';

// The link of a sign-up message (apps/api message-links): /verify-email?token=… under the locale prefix.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  privatePageMeta(accountPageMeta({ root: rootDataOf(matches), location, page: 'verifyEmail' }));

export function loader({ request, context }: Route.LoaderArgs) {
  // Checked here, so a damaged link says so at once; the API checks it again when posted.
  const parsed = verifyEmailRequest.shape.token.safeParse(new URL(request.url).searchParams.get('token') ?? '');
  return {
    token: parsed.success ? parsed.data : null,
    ...routeMessages({ request, context }, ['accountRecovery']),
  };
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <VerifyEmailPage token={loaderData.token} />
    </RouteMessages>
  );
}
