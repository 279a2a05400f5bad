import { data } from 'react-router';

// Any path no route claims. The full 404 page (links, stories) comes with the sites issue.
export function loader() {
  throw data('Not found', { status: 404 });
}

export default function NotFound() {
  return null;
}
