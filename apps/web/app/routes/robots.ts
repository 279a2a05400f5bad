// Placeholder until this file is built in the current issue: answers 404 so nothing fake ships.
export function loader() {
  return new Response('Not found', { status: 404 });
}
