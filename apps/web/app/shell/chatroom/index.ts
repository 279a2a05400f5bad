// The chatroom (shell §4 "Chatroom", §9): the loader with its floating window (chatroom-dock.tsx),
// which the frame mounts lazily on every page, the /groupchat page body, and the protocol the
// window speaks with the micro-app (apps/web/micro-apps/chatroom). The rules are in
// @meridian/domain (chatroom).
export { ChatroomDock, type ChatroomDockProps } from './chatroom-dock';
export { ChatroomPage } from './chatroom-page';
export {
  CHATROOM_ENTRY_PATH,
  chatroomEntryUrl,
  chatroomProtocol,
  type ChatroomMessage,
  type ChatroomProps,
} from './chatroom-protocol';
