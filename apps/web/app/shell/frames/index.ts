// Frame channels (architecture.md "Frame channel for micro-apps"): the page's side here; the
// micro-app's side is client.ts. parseFrameMessage (frame-message.ts) is not here: it builds a
// schema, so it loads with a channel (decision 0031).
export {
  defineFrameProtocol,
  openFrameChannel,
  type FrameChannel,
  type FrameChannelOptions,
  type FrameMessages,
  type FrameProtocol,
  type MessageTarget,
} from './frame-channel';
export { useFrameChannel, type UseFrameChannelOptions } from './use-frame-channel';
