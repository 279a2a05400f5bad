import { createTranslator } from 'use-intl';
import { pageMeta } from '../features/seo';
import { RegistrationPage } from '../shell/registration';
import type { Route } from './+types/login';

// shell §2 "/login ... (query ch, ref_uid)": the registration micro-app as a page.
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = matches[0].data;
  if (!root) return pageMeta({ root, location, page: 'home' });
  const t = createTranslator({ locale: root.locale.htmlLang, messages: root.messages, namespace: 'account.pages' });
  const values = { site: root.site.name };
  return pageMeta({ root, location, title: t('loginTitle', values), description: t('loginDescription', values) });
};

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  return { ch: query.get('ch') ?? undefined, refUid: query.get('ref_uid') ?? undefined };
}

export default function Login({ loaderData }: Route.ComponentProps) {
  return <RegistrationPage type="login" ch={loaderData.ch} refUid={loaderData.refUid} />;
}
