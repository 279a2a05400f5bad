import { getDevOutbox } from '@meridian/contracts';
import { data } from 'react-router';
import { OutboxPage } from '../features/dev-outbox';
import { describeFailure, getEnvelope, SERVER_REQUEST_TIMEOUT_MS } from '../shell/http';
import type { Route } from './+types/dev-outbox';

// A developer tool, not a page of any site: English, never indexed.
export const meta: Route.MetaFunction = () => [{ title: 'Development outbox' }, { name: 'robots', content: 'noindex' }];

/** The API serves its outbox only while it sends no real messages; otherwise this page does not exist. */
export async function loader({ context }: Route.LoaderArgs) {
  const outcome = await getEnvelope(context.api, getDevOutbox, {
    timeoutMs: SERVER_REQUEST_TIMEOUT_MS,
  });
  if (outcome.ok)
    return data({ messages: outcome.data.messages, failure: undefined }, { headers: { 'cache-control': 'no-store' } });
  if (outcome.reason === 'status' && outcome.status === 404) throw data('Not found', { status: 404 });
  return data(
    { messages: null, failure: describeFailure(outcome) },
    { status: 502, headers: { 'cache-control': 'no-store' } },
  );
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return <OutboxPage messages={loaderData.messages} failure={loaderData.failure} />;
}
