import {
  type ChatboxPosition,
  type ChatroomRoomRequest,
  chatboxSize,
  clampChatboxPosition,
  defaultChatboxPosition,
  dragChatboxPosition,
  type Viewport,
} from '@meridian/domain';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FrameChannel } from '../frames';
import { useFrameChannel } from '../frames';
import { rememberedPosition, rememberPosition } from './chatroom-memory';
import { type ChatroomMessage, chatroomProtocol, type ChatroomShellMessage } from './chatroom-protocol';

/** A room asked for, numbered so that asking for the same room twice is two asks. */
export interface RoomAsk {
  request: ChatroomRoomRequest | null;
  seq: number;
}

export interface ChatroomLabels {
  title: string;
  close: string;
  frameTitle: string;
  loading: string;
}

interface Props {
  open: boolean;
  /** The micro-app's entry URL with its props (a change reloads the frame: a new session, language or theme). */
  src: string;
  ask: RoomAsk;
  viewport: Viewport;
  direction: 'ltr' | 'rtl';
  /** Move the focus into the window when it opens (opened by the user, not by itself on load). */
  takeFocus: boolean;
  labels: ChatroomLabels;
  onClose: () => void;
  onLogIn: () => void;
  onRequestError: () => void;
}

/**
 * The floating chat window (shell §4 "Chatroom", shell §9 "400px wide, default height 700px"): a
 * non-modal dialog docked on the inline-end side, dragged by its title bar and kept inside the
 * viewport, its position stored (shell §3). The micro-app is in a same-origin frame; the window is
 * "loading" until the micro-app says it has drawn itself, then "visible"; closed, it stays
 * mounted but hidden, so reopening it is immediate.
 */
export function ChatroomWindow({
  open,
  src,
  ask,
  viewport,
  direction,
  takeFocus,
  labels,
  onClose,
  onLogIn,
  onRequestError,
}: Props) {
  const titleId = useId();
  const box = useRef<HTMLElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const channel = useRef<FrameChannel<ChatroomShellMessage> | null>(null);
  const [ready, setReady] = useState(false);
  const [position, setPosition] = useState<ChatboxPosition>(() =>
    clampChatboxPosition(rememberedPosition() ?? defaultChatboxPosition(viewport), viewport),
  );
  const latest = useRef(position);
  latest.current = position;
  const drag = useRef<{ pointer: number; x: number; y: number; from: ChatboxPosition } | null>(null);

  // A room asked for after the frame was made: told to the micro-app once it is there.
  const pending = useRef<ChatroomRoomRequest | null>(null);
  const firstAsk = useRef(ask.seq);
  const flush = () => {
    if (!ready || !pending.current || !channel.current) return;
    channel.current.send({ type: 'open-room', request: pending.current });
    pending.current = null;
  };
  useEffect(() => {
    // The first ask is in the frame's query already.
    if (ask.seq === firstAsk.current || !ask.request) return;
    pending.current = ask.request;
    flush();
    // flush reads the refs and `ready` of this render; it need not be a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ask]);

  // A new address (language, theme, session) reloads the frame: loading again until it has drawn.
  useEffect(() => setReady(false), [src]);

  useFrameChannel(chatroomProtocol, frame, {
    onMessage: (message: ChatroomMessage) => {
      switch (message.type) {
        case 'ready':
          setReady(true);
          break;
        case 'close':
          onClose();
          break;
        case 'log-in':
          onLogIn();
          break;
        case 'request-error':
          onRequestError();
          break;
      }
    },
    onOpen: (opened) => {
      channel.current = opened;
      // The frame may have drawn itself before the channel opened: ask it to repeat.
      opened.send({ type: 'sync' });
    },
  });
  // Once drawn, what was asked for meanwhile.
  useEffect(flush);

  // Kept inside the viewport when the browser window changes size (shell §3 stored position).
  useEffect(() => setPosition((before) => clampChatboxPosition(before, viewport)), [viewport]);

  // Through the CSSOM, not a style attribute (the page CSP refuses style attributes in its HTML).
  useLayoutEffect(() => {
    const size = chatboxSize(viewport);
    const style = box.current?.style;
    style?.setProperty('--chatroom-inline-end', `${position[0]}px`);
    style?.setProperty('--chatroom-top', `${position[1]}px`);
    style?.setProperty('--chatroom-width', `${size.width}px`);
    style?.setProperty('--chatroom-height', `${size.height}px`);
  }, [position, viewport]);

  useEffect(() => {
    if (open && takeFocus) box.current?.focus();
  }, [open, takeFocus]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target instanceof Element && event.target.closest('button'))) return;
    // The title bar keeps the pointer while it moves over the frame (whose events never reach the page).
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // No capture (a pointer the browser no longer tracks): the drag still follows the bar.
    }
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY, from: latest.current };
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    setPosition(
      dragChatboxPosition(
        start.from,
        { dx: event.clientX - start.x, dy: event.clientY - start.y },
        direction,
        viewport,
      ),
    );
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer !== event.pointerId) return;
    drag.current = null;
    rememberPosition(latest.current);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  const state = !open ? 'hidden' : ready ? 'visible' : 'loading';
  return (
    <section
      ref={box}
      className="chatroom-window"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-busy={state === 'loading'}
      tabIndex={-1}
      hidden={!open}
      data-state={state}
      data-testid="chatroom-window"
      onKeyDown={onKeyDown}
    >
      <div
        className="chatroom-window__bar"
        data-testid="chatroom-title-bar"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <h2 id={titleId} className="chatroom-window__title">
          {labels.title}
        </h2>
        <button type="button" className="chatroom-window__close" aria-label={labels.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="chatroom-window__body">
        {state === 'loading' ? (
          <p className="chatroom-window__loading" role="status">
            {labels.loading}
          </p>
        ) : null}
        <iframe ref={frame} src={src} title={labels.frameTitle} className="chatroom-window__frame" />
      </div>
    </section>
  );
}
