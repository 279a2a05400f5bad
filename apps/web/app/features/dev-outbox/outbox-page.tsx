import type { outboxMessage } from '@meridian/contracts';
import type * as z from 'zod/mini';
import './dev-outbox.css';

export type OutboxMessage = z.infer<typeof outboxMessage>;

interface Props {
  /** Newest first; null when the API could not be asked. */
  messages: OutboxMessage[] | null;
  /** Why the API could not be asked. */
  failure?: string | undefined;
}

/** Only web links become links: the outbox shows text from the database. */
function webLink(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * /dev/outbox: the messages the API keeps instead of sending them (no SMTP_URL: development,
 * `npm start` on the embedded database, the e2e tests), with their links, so a sign-up or a
 * password reset can be finished on this machine. A developer tool: English only.
 */
export function OutboxPage({ messages, failure }: Props) {
  return (
    <main className="page dev-outbox" id="main" lang="en" dir="ltr">
      <h1>Development outbox</h1>
      <p>
        Messages the API would have sent by e-mail or text message (it has no <code>SMTP_URL</code>), newest first.{' '}
        <a href="/dev/outbox">Reload</a>
      </p>
      {messages === null ? (
        <p role="alert">The API did not answer ({failure ?? 'unknown reason'}). Is it running?</p>
      ) : messages.length === 0 ? (
        <p data-testid="outbox-empty">No messages yet. Sign up or ask for a password reset, then reload this page.</p>
      ) : (
        <table className="dev-outbox__table" data-testid="outbox">
          <caption className="dev-outbox__caption">
            {messages.length === 1 ? '1 message' : `${messages.length} messages`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Sent (UTC)</th>
              <th scope="col">To</th>
              <th scope="col">Subject and text</th>
              <th scope="col">Link</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((message) => {
              const href = message.link === null ? null : webLink(message.link);
              return (
                <tr key={message.id} data-testid="outbox-message" data-to={message.to}>
                  <td>
                    <time dateTime={message.created_at}>{message.created_at.replace('T', ' ').slice(0, 19)}</time>
                  </td>
                  <td>
                    {message.to}{' '}
                    <span className="dev-outbox__channel">
                      ({message.channel === 'sms' ? 'text message' : 'e-mail'})
                    </span>
                  </td>
                  <td>
                    <details>
                      <summary>{message.subject}</summary>
                      <pre className="dev-outbox__text">{message.text}</pre>
                    </details>
                  </td>
                  <td>{href ? <a href={href}>{href}</a> : <span className="dev-outbox__none">none</span>}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </main>
  );
}
