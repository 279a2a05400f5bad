// Frame channels (architecture.md "Frame channel for micro-apps"): the page's side here; the
// micro-app's side is client.ts.
export {
  defineFrameProtocol,
  parseFrameMessage,
  openFrameChannel,
  type FrameChannel,
  type FrameChannelOptions,
  type FrameProtocol,
  type MessageTarget,
} from './frame-channel';
export { useFrameChannel, type UseFrameChannelOptions } from './use-frame-channel';
