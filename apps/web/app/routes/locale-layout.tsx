import { data, Outlet } from 'react-router';
import { PageFrame } from '../frame';
import type { Route } from './+types/locale-layout';

// shell §2: "/{lang}/..." is a page only when {lang} is the locale prefix the server resolved
// for this host (an ordinary first segment such as "fee" is never a locale). The US host's /login
// and /signup carry no prefix at all (shell §2), so the check is against the URL's own prefix.
export function loader({ params, context }: Route.LoaderArgs) {
  if ((params.lang ?? '') !== context.urlPrefix) throw data('Not found', { status: 404 });
  return null;
}

export default function LocaleLayout() {
  return (
    <PageFrame>
      <Outlet />
    </PageFrame>
  );
}
