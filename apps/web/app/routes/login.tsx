import { LOGIN_RETURN_PARAM, safeReturnPath } from '@meridian/domain';
import { accountPageMeta } from '../features/seo';
import { rootDataOf } from '../root-data';
import { RegistrationPage } from '../shell/registration';
import type { Route } from './+types/login';

// shell §2 "/login ... (query ch, ref_uid)": the registration micro-app as a page.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  accountPageMeta({ root: rootDataOf(matches), location, page: 'login' });

/**
 * The query: shell §2 ch and ref_uid, and `return_to` (issue 16 item 5), the page a visitor was
 * sent here from (the account area adds it), followed after logging in only when it is a path of
 * this site (domain safeReturnPath: never another origin).
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  return {
    ch: query.get('ch') ?? undefined,
    refUid: query.get('ref_uid') ?? query.get('ref') ?? undefined,
    returnTo: safeReturnPath(query.get(LOGIN_RETURN_PARAM)) ?? undefined,
  };
}

export default function Login({ loaderData }: Route.ComponentProps) {
  return <RegistrationPage type="login" ch={loaderData.ch} refUid={loaderData.refUid} returnTo={loaderData.returnTo} />;
}
