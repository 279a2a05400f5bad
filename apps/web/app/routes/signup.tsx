import { accountPageMeta } from '../features/seo';
import { rootDataOf } from '../root-data';
import { RegistrationPage } from '../shell/registration';
import type { Route } from './+types/signup';

// shell §2 "/signup (query ch, ref_uid)": the registration micro-app as a page. shell §4: user info
// is not requested here (the root loader skips it for /signup).
export const meta: Route.MetaFunction = ({ matches, location }) =>
  accountPageMeta({ root: rootDataOf(matches), location, page: 'signup' });

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  return { ch: query.get('ch') ?? undefined, refUid: query.get('ref_uid') ?? query.get('ref') ?? undefined };
}

export default function Signup({ loaderData }: Route.ComponentProps) {
  return <RegistrationPage type="signup" ch={loaderData.ch} refUid={loaderData.refUid} />;
}
