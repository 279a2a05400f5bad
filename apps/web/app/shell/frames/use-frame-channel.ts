import { type RefObject, useEffect, useEffectEvent } from 'react';
import type * as z from 'zod/mini';
import { type FrameChannel, type FrameProtocol, openFrameChannel } from './frame-channel';

export interface UseFrameChannelOptions<ToParent extends z.core.$ZodType, ToChild extends z.core.$ZodType> {
  onMessage: (message: z.output<ToParent>) => void;
  /** Once listening: e.g. ask a frame that spoke before this page hydrated to repeat itself. */
  onOpen?: (channel: FrameChannel<z.input<ToChild>>) => void;
  /** The micro-app's origin; by default the page's own (micro-apps are served by the site). */
  origin?: string;
}

/**
 * The page's side of a frame channel for the iframe in `frame`, open while the component is
 * mounted. The latest `onMessage` is used without reopening the channel.
 */
export function useFrameChannel<ToParent extends z.core.$ZodType, ToChild extends z.core.$ZodType>(
  protocol: FrameProtocol<ToParent, ToChild>,
  frame: RefObject<HTMLIFrameElement | null>,
  { onMessage, onOpen, origin }: UseFrameChannelOptions<ToParent, ToChild>,
): void {
  const receive = useEffectEvent(onMessage);
  const opened = useEffectEvent((channel: FrameChannel<z.input<ToChild>>) => onOpen?.(channel));
  useEffect(() => {
    const channel = openFrameChannel(protocol, {
      frame: () => frame.current?.contentWindow,
      // Read here, not while rendering: the server render has no window.
      origin: origin ?? window.location.origin,
      onMessage: (message) => receive(message),
    });
    opened(channel);
    return channel.close;
  }, [protocol, frame, origin]);
}
