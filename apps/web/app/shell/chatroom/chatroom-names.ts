// The chatroom protocol's names (chatroom-protocol.ts), shared with its schema modules.

/** Names the protocol: marks our messages among whatever else a page may receive. */
export const CHATROOM_MESSAGE_SOURCE = 'meridian-chatroom';
