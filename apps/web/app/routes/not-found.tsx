import { data } from 'react-router';
import { NotFoundPage } from '../features/not-found';

// Any path no route claims: the 404 page, with HTTP status 404 (shell §2 "404 page").
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
