import type { ChatMessage } from '@meridian/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslations } from '../../app/i18n';

interface Props {
  messages: readonly ChatMessage[];
  lang: string;
  /** The room's name, for the list's accessible name. */
  roomTitle: string;
  /** Older messages may exist: offer to load them. */
  canLoadEarlier: boolean;
  onLoadEarlier: () => void;
}

/**
 * A room's messages, oldest first. Each message is rendered as TEXT only (issue 16 "HTML in a
 * message is shown as text"): React escapes it; nothing here sets HTML. A sub-account sender carries
 * a "sub-account" badge (shell §6), a message of the support staff a "Support" label.
 */
export function MessageList({ messages, lang, roomTitle, canLoadEarlier, onLoadEarlier }: Props) {
  const t = useTranslations('chatroomApp');
  const end = useRef<HTMLLIElement>(null);
  const time = useMemo(() => new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }), [lang]);
  const last = messages.at(-1)?.id;
  // A new message scrolls into view (the list is a log: newest last).
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);
  return (
    // Focusable so the keyboard can scroll the history once it overflows (WCAG 2.1.1).
    <section className="chat-messages" aria-label={t('messages', { room: roomTitle })} tabIndex={0}>
      {canLoadEarlier ? (
        <button type="button" className="chat-messages__earlier" onClick={onLoadEarlier}>
          {t('earlier')}
        </button>
      ) : null}
      {messages.length === 0 ? <p className="chat-messages__empty">{t('empty')}</p> : null}
      {/* The log (new messages are read out) holds the list: a list given the log role would no
          longer be a list for its items. */}
      <div role="log" aria-live="polite">
        <ol className="chat-messages__list">
          {messages.map((message) => (
            <li
              key={message.id}
              className="chat-message"
              data-mine={message.mine}
              data-support={message.from_support}
              data-testid="chat-message"
            >
              <p className="chat-message__meta">
                <span className="chat-message__nickname">{message.nickname}</span>
                {message.mine ? <span className="chat-message__you"> ({t('you')})</span> : null}
                {message.from_support ? <span className="chat-badge chat-badge--support">{t('support')}</span> : null}
                {message.is_sub_account ? <span className="chat-badge">{t('subAccount')}</span> : null}
                <time className="chat-message__time" dateTime={new Date(message.created_at_ms).toISOString()}>
                  {time.format(message.created_at_ms)}
                </time>
              </p>
              <p className="chat-message__text">{message.text}</p>
            </li>
          ))}
          <li ref={end} className="chat-messages__end" aria-hidden="true" />
        </ol>
      </div>
    </section>
  );
}
