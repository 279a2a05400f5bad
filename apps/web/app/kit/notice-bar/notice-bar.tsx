import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import './notice-bar.css';

export interface NoticeBarProps {
  /** The bar's accessible name (a region landmark). */
  label: string;
  message: ReactNode;
  /** Buttons or links after the message; each is described by the message. */
  actions?: (describedBy: string) => ReactNode;
  /** The close button's accessible name; without it the bar has none. */
  closeLabel?: string;
  onClose?: () => void;
  testId?: string;
  /** Extra attributes for tests and styles (data-*). */
  data?: Record<`data-${string}`, string>;
}

/**
 * A bar above the header (the frame's top bars: site switch, account notices, cookie consent): a
 * message, its actions, and an optional close button. In the page's flow, not fixed, so it never
 * covers the page; rendered on the server with the page, so it shifts nothing when it hydrates.
 */
export function NoticeBar({ label, message, actions, closeLabel, onClose, testId, data }: NoticeBarProps) {
  const messageId = useId();
  return (
    <section className="notice-bar" aria-label={label} data-testid={testId} {...data}>
      <p className="notice-bar__message" id={messageId}>
        {message}
      </p>
      {actions ? <div className="notice-bar__actions">{actions(messageId)}</div> : null}
      {closeLabel && onClose ? (
        <button type="button" className="notice-bar__close" aria-label={closeLabel} onClick={onClose}>
          <X aria-hidden="true" size={18} />
        </button>
      ) : null}
    </section>
  );
}
