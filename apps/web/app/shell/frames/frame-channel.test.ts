// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { type ChildWindow, defineFrameProtocol, openFrameChannel, openParentChannel } from './frame-channel';

const ORIGIN = 'https://www.meridian.test';

const protocol = defineFrameProtocol({
  name: 'test-panel',
  messages: async () => ({
    toParent: z.discriminatedUnion('type', [
      z.object({ type: z.literal('resize'), height: z.int().check(z.minimum(0)) }),
      z.object({ type: z.literal('done') }),
    ]),
    toChild: z.discriminatedUnion('type', [z.object({ type: z.literal('sync') })]),
  }),
});

/** A real window to stand for the other side (happy-dom loads no iframe pages). */
function otherWindow(): Window {
  const opened = window.open('about:blank');
  if (!opened) throw new Error('happy-dom opened no window');
  return opened;
}

function message(data: unknown, origin: string, source: Window | null): MessageEvent {
  return new MessageEvent('message', { data, origin, source });
}

const wire = (message: unknown, name = protocol.name) => ({ protocol: name, message });

afterEach(() => vi.restoreAllMocks());

describe("frame channel, the page's side", () => {
  async function open() {
    const frame = otherWindow();
    const received: unknown[] = [];
    const channel = openFrameChannel(protocol, {
      frame: () => frame,
      origin: ORIGIN,
      onMessage: (m) => received.push(m),
    });
    // The schemas load on use (decision 0031); once loaded, messages are delivered as they arrive.
    await channel.ready;
    return { frame, received, channel };
  }

  it('delivers a well-formed message from the frame, from its origin, parsed', async () => {
    const { frame, received, channel } = await open();
    window.dispatchEvent(message(wire({ type: 'resize', height: 320, extra: 'dropped' }), ORIGIN, frame));
    window.dispatchEvent(message(wire({ type: 'done' }), ORIGIN, frame));
    expect(received).toEqual([{ type: 'resize', height: 320 }, { type: 'done' }]);
    channel.close();
  });

  it('ignores a message from another origin, even from the frame', async () => {
    const { frame, received, channel } = await open();
    window.dispatchEvent(message(wire({ type: 'done' }), 'https://evil.test', frame));
    window.dispatchEvent(message(wire({ type: 'done' }), `${ORIGIN}:8443`, frame));
    expect(received).toEqual([]);
    channel.close();
  });

  it('ignores a message from another window of the same origin', async () => {
    const { received, channel } = await open();
    window.dispatchEvent(message(wire({ type: 'done' }), ORIGIN, otherWindow()));
    window.dispatchEvent(message(wire({ type: 'done' }), ORIGIN, window));
    window.dispatchEvent(message(wire({ type: 'done' }), ORIGIN, null));
    expect(received).toEqual([]);
    channel.close();
  });

  it('drops malformed and unknown messages without throwing', async () => {
    const { frame, received, channel } = await open();
    const bad = [
      'done',
      null,
      42,
      { type: 'done' },
      wire({ type: 'done' }, 'other-panel'),
      wire({ type: 'eval', code: 'x' }),
      wire({ type: 'resize', height: -1 }),
      wire({ type: 'resize', height: '1' }),
      wire(undefined),
    ];
    for (const data of bad) {
      expect(() => window.dispatchEvent(message(data, ORIGIN, frame))).not.toThrow();
    }
    expect(received).toEqual([]);
    channel.close();
  });

  it('sends to the frame with its protocol name, only to the expected origin', async () => {
    const { frame, channel } = await open();
    const post = vi.spyOn(frame, 'postMessage').mockImplementation(() => undefined);
    channel.send({ type: 'sync' });
    expect(post).toHaveBeenCalledWith({ protocol: 'test-panel', message: { type: 'sync' } }, ORIGIN);
    channel.close();
  });

  it('sends nothing while there is no frame', async () => {
    const onMessage = vi.fn();
    const channel = openFrameChannel(protocol, { frame: () => null, origin: ORIGIN, onMessage });
    await channel.ready;
    expect(() => channel.send({ type: 'sync' })).not.toThrow();
    window.dispatchEvent(message(wire({ type: 'done' }), ORIGIN, null));
    expect(onMessage).not.toHaveBeenCalled();
    channel.close();
  });

  it('delivers, in order, what came before the schemas loaded; nothing after close', async () => {
    const frame = otherWindow();
    const received: unknown[] = [];
    const channel = openFrameChannel(protocol, {
      frame: () => frame,
      origin: ORIGIN,
      onMessage: (m) => received.push(m),
    });
    window.dispatchEvent(message(wire({ type: 'resize', height: 1 }), ORIGIN, frame));
    window.dispatchEvent(message(wire({ type: 'eval' }), ORIGIN, frame));
    window.dispatchEvent(message(wire({ type: 'done' }), 'https://evil.test', frame));
    window.dispatchEvent(message(wire({ type: 'done' }), ORIGIN, frame));
    expect(received).toEqual([]);
    await channel.ready;
    expect(received).toEqual([{ type: 'resize', height: 1 }, { type: 'done' }]);
    channel.close();

    const closed = openFrameChannel(protocol, {
      frame: () => frame,
      origin: ORIGIN,
      onMessage: (m) => received.push(m),
    });
    window.dispatchEvent(message(wire({ type: 'done' }), ORIGIN, frame));
    closed.close();
    await closed.ready;
    expect(received).toHaveLength(2);
  });

  it('stops listening once closed (the component unmounted)', async () => {
    const { frame, received, channel } = await open();
    channel.close();
    window.dispatchEvent(message(wire({ type: 'done' }), ORIGIN, frame));
    expect(received).toEqual([]);
  });
});

describe("frame channel, the micro-app's side", () => {
  /** The micro-app's window: its own event target, framed by `parent`. */
  function framedIn(parent: Window): ChildWindow & EventTarget {
    return Object.assign(new EventTarget(), { parent, postMessage: () => undefined });
  }

  async function open() {
    const page = otherWindow();
    const self = framedIn(page);
    const received: unknown[] = [];
    const channel = openParentChannel(protocol, { origin: ORIGIN, self, onMessage: (m) => received.push(m) });
    await channel.ready;
    return { page, self, received, channel };
  }

  it('delivers a well-formed message from the page that framed it', async () => {
    const { page, self, received, channel } = await open();
    expect(channel.framed).toBe(true);
    self.dispatchEvent(message(wire({ type: 'sync' }), ORIGIN, page));
    expect(received).toEqual([{ type: 'sync' }]);
    channel.close();
  });

  it('ignores another origin, another window and malformed messages', async () => {
    const { page, self, received, channel } = await open();
    self.dispatchEvent(message(wire({ type: 'sync' }), 'https://evil.test', page));
    self.dispatchEvent(message(wire({ type: 'sync' }), ORIGIN, otherWindow()));
    self.dispatchEvent(message(wire({ type: 'sync' }, 'other-panel'), ORIGIN, page));
    self.dispatchEvent(message(wire({ type: 'resize', height: 1 }), ORIGIN, page));
    self.dispatchEvent(message('sync', ORIGIN, page));
    expect(received).toEqual([]);
    channel.close();
    self.dispatchEvent(message(wire({ type: 'sync' }), ORIGIN, page));
    expect(received).toEqual([]);
  });

  it('sends to its parent with the protocol name, only to the expected origin', async () => {
    const { page, channel } = await open();
    const post = vi.spyOn(page, 'postMessage').mockImplementation(() => undefined);
    channel.send({ type: 'resize', height: 480 });
    expect(post).toHaveBeenCalledWith({ protocol: 'test-panel', message: { type: 'resize', height: 480 } }, ORIGIN);
    channel.close();
  });

  it('opened on its own (its own parent), it is not framed and sends nothing', () => {
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    const onMessage = vi.fn();
    const channel = openParentChannel(protocol, { origin: ORIGIN, self: window, onMessage });
    expect(channel.framed).toBe(false);
    channel.send({ type: 'done' });
    window.dispatchEvent(message(wire({ type: 'sync' }), ORIGIN, window));
    expect(post).not.toHaveBeenCalled();
    expect(onMessage).not.toHaveBeenCalled();
    channel.close();
  });
});
