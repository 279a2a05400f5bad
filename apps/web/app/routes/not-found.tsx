import { data } from 'react-router';
import { NotFoundPage } from '../features/not-found';
import { pageMeta } from '../features/seo';
import { rootDataOf } from '../root-data';
import type { Route } from './+types/not-found';

// Any path no route claims: the 404 page, with HTTP status 404 (shell §2 "404 page").
export function loader() {
  return data(null, { status: 404 });
}

// The 404 page is never indexed (robots noindex).
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ root: rootDataOf(matches), location, page: 'notFound', notFound: true });

export default function NotFound() {
  return <NotFoundPage />;
}
