import { CHAT_MESSAGE_MAX_LENGTH, chatTextLength } from '@meridian/domain';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslations } from '../../app/i18n';

export type SendResult = { ok: true } | { ok: false; message: string };

interface Props {
  /** Sends the text; resolves with the server's reason when it was refused. */
  onSend: (text: string) => Promise<SendResult>;
}

/**
 * The message box: counts the characters as the API does (code points, so an emoji is one) up to
 * CHAT_MESSAGE_MAX_LENGTH (500) and will not send an empty or longer message; a refusal shows the
 * server's message (429 rate limit, 400 length, 403). Enter sends, Shift+Enter starts a new line.
 */
export function Composer({ onSend }: Props) {
  const t = useTranslations('chatroomApp');
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = chatTextLength(text);
  const tooLong = count > CHAT_MESSAGE_MAX_LENGTH;
  const canSend = !sending && !tooLong && text.trim().length > 0;

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    setError(null);
    const result = await onSend(text);
    setSending(false);
    if (result.ok) setText('');
    else setError(result.message);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form className="chat-composer" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {t('messageLabel')}
      </label>
      <textarea
        id={`${id}-text`}
        className="chat-composer__text"
        rows={2}
        value={text}
        placeholder={t('messageLabel')}
        aria-invalid={tooLong}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="chat-composer__row">
        <p id={`${id}-count`} className="chat-composer__count" data-over={tooLong}>
          {t('count', { count, max: CHAT_MESSAGE_MAX_LENGTH })}
          {tooLong ? ` ${t('tooLong', { max: CHAT_MESSAGE_MAX_LENGTH })}` : null}
        </p>
        <button type="submit" className="button chat-composer__send" disabled={!canSend}>
          {sending ? t('sending') : t('send')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="chat-composer__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
