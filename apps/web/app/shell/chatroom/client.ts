// What the chatroom micro-app uses of the shell's chatroom folder besides its protocol file:
// reading its own query at start, and its messages as schemas (both build zod schemas, which the
// shell itself loads only on use, decision 0031).
export { readChatroomQuery, requestOfQuery, type ChatroomQuery } from './chatroom-query';
export { toParent as chatroomToParent, toChild as chatroomToChild } from './chatroom-messages';
