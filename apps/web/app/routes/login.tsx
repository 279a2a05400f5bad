import { accountPageMeta } from '../features/seo';
import { rootDataOf } from '../root-data';
import { RegistrationPage } from '../shell/registration';
import type { Route } from './+types/login';

// shell §2 "/login ... (query ch, ref_uid)": the registration micro-app as a page.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  accountPageMeta({ root: rootDataOf(matches), location, page: 'login' });

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  return { ch: query.get('ch') ?? undefined, refUid: query.get('ref_uid') ?? query.get('ref') ?? undefined };
}

export default function Login({ loaderData }: Route.ComponentProps) {
  return <RegistrationPage type="login" ch={loaderData.ch} refUid={loaderData.refUid} />;
}
