import { passwordResetRequest } from '@meridian/contracts';
import { ResetPasswordPage } from '../features/account-recovery';
import { accountPageMeta, privatePageMeta } from '../features/seo';
import { RouteMessages } from '../i18n';
import { routeMessages } from '../i18n/catalogs.server';
import { rootDataOf } from '../root-data';
import type { Route } from './+types/reset-password';

// The link of a password-reset message (apps/api message-links): /reset-password?token=… under the locale prefix.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  privatePageMeta(accountPageMeta({ root: rootDataOf(matches), location, page: 'resetPassword' }));

export function loader({ request, context }: Route.LoaderArgs) {
  // Checked here, so a damaged link says so at once; the API checks it again when posted.
  const parsed = passwordResetRequest.shape.token.safeParse(new URL(request.url).searchParams.get('token') ?? '');
  return {
    token: parsed.success ? parsed.data : null,
    ...routeMessages({ request, context }, ['accountRecovery']),
  };
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <ResetPasswordPage token={loaderData.token} />
    </RouteMessages>
  );
}
