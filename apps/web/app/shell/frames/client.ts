// What a micro-app may use of frames: its side of the channel to the page that framed it.
// First: the channel parses every message with zod, which the site's CSP allows only jitless
// (see the file); a micro-app imports this before anything that builds a schema.
import '../../zod-jitless.client';

export { openParentChannel, type ChildWindow, type FrameChannel, type ParentChannelOptions } from './frame-channel';
