import { languageFromPrefix } from '@meridian/domain';
import { data, Outlet } from 'react-router';
import type { Route } from './+types/locale-layout';

// shell §2: "/{lang}/" is a page only when {lang} is one of our language prefixes.
export function loader({ params }: Route.LoaderArgs) {
  if (languageFromPrefix(params.lang) === null) throw data('Not found', { status: 404 });
  return null;
}

export default function LocaleLayout() {
  return <Outlet />;
}
