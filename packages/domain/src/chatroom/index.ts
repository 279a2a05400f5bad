export * from './chatroom';
