import { data } from 'react-router';

// Placeholder until this page is built in the current issue: answers 404 so nothing fake ships.
export function loader() {
  return data(null, { status: 404 });
}

export default function Page() {
  return null;
}
