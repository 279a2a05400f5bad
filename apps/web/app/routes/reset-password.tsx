import { passwordResetRequest } from '@meridian/contracts';
import { createTranslator } from 'use-intl';
import { privatePageMeta, ResetPasswordPage } from '../features/account-recovery';
import { pageMeta } from '../features/seo';
import { RouteMessages } from '../i18n';
import { messagesForRequest } from '../i18n/catalogs.server';
import type { Route } from './+types/reset-password';

// The link of a password-reset message (apps/api message-links): /reset-password?token=… under the locale prefix.
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = matches[0].data;
  if (!root) return privatePageMeta(pageMeta({ root, location, page: 'home' }));
  const t = createTranslator({ locale: root.locale.htmlLang, messages: root.messages, namespace: 'account.pages' });
  const values = { site: root.site.name };
  return privatePageMeta(
    pageMeta({
      root,
      location,
      title: t('resetPasswordTitle', values),
      description: t('resetPasswordDescription', values),
    }),
  );
};

export function loader({ request, context }: Route.LoaderArgs) {
  // Checked here, so a damaged link says so at once; the API checks it again when posted.
  const parsed = passwordResetRequest.shape.token.safeParse(new URL(request.url).searchParams.get('token') ?? '');
  return {
    token: parsed.success ? parsed.data : null,
    messages: messagesForRequest(request, context.locale.catalog, ['accountRecovery']),
  };
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages messages={loaderData.messages}>
      <ResetPasswordPage token={loaderData.token} />
    </RouteMessages>
  );
}
