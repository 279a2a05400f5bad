import { X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import './toast.css';

/** How long a message stays before it goes by itself. Ours: the spec gives no duration. */
export const TOAST_DURATION_MS = 4_000;

/** Run `callback` after `ms`; the returned function cancels it (injectable for tests). */
export type ToastTimer = (callback: () => void, ms: number) => () => void;

export interface ToastApi {
  /** Show `message`; the same message already showing is not stacked again, its time restarts. */
  show: (message: string) => void;
  dismiss: (id: number) => void;
}

interface Toast {
  id: number;
  message: string;
}

const ToastContext = createContext<ToastApi | null>(null);
// Outside a provider (an error page, a test) a message is dropped rather than the page crashing.
const NO_TOASTS: ToastApi = { show: () => undefined, dismiss: () => undefined };

const defaultTimer: ToastTimer = (callback, ms) => {
  const id = setTimeout(callback, ms);
  return () => clearTimeout(id);
};

export interface ToastProviderProps {
  /** Accessible name of each message's close button, in the page's language (e.g. common.close). */
  closeLabel: string;
  durationMs?: number;
  timer?: ToastTimer;
  children: ReactNode;
}

/**
 * Short messages for the whole page, read out by screen readers as they appear: the region is
 * in the page from the first render (a live region added together with its text is often not
 * announced), and each message can be closed by keyboard.
 */
export function ToastProvider({
  closeLabel,
  durationMs = TOAST_DURATION_MS,
  timer = defaultTimer,
  children,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  // message → its toast and the cancel of its timer; kept outside state so show() stays stable.
  const showing = useRef(new Map<string, { id: number; cancel: () => void }>());

  const dismiss = useCallback((id: number) => {
    for (const [message, entry] of showing.current) {
      if (entry.id !== id) continue;
      entry.cancel();
      showing.current.delete(message);
    }
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string) => {
      const existing = showing.current.get(message);
      if (existing) {
        existing.cancel();
        existing.cancel = timer(() => dismiss(existing.id), durationMs);
        return;
      }
      const id = ++nextId.current;
      showing.current.set(message, { id, cancel: timer(() => dismiss(id), durationMs) });
      setToasts((current) => [...current, { id, message }]);
    },
    [dismiss, durationMs, timer],
  );

  useEffect(() => {
    const entries = showing.current;
    return () => {
      for (const entry of entries.values()) entry.cancel();
      entries.clear();
    };
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        className="ui-toast-region"
        role="alert"
        aria-live="assertive"
        aria-atomic="false"
        data-testid="toast-region"
      >
        {toasts.map((toast) => (
          <div key={toast.id} className="ui-toast">
            <span className="ui-toast__message">{toast.message}</span>
            <button type="button" className="ui-toast__close" aria-label={closeLabel} onClick={() => dismiss(toast.id)}>
              <X aria-hidden="true" size={18} />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  return useContext(ToastContext) ?? NO_TOASTS;
}
