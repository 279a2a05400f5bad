import {
  CHATROOM_OPEN_FLAG,
  type ChatboxPosition,
  parseChatboxPosition,
  serializeChatboxPosition,
} from '@meridian/domain';

// What the chatroom remembers in the browser (localStorage): shell §4 "Open state is persisted" and
// shell §3 "A chat box position array is stored". A storage that refuses (private mode, disabled)
// remembers nothing and throws nothing: the window then behaves as on a first visit.

/** '1' while the chatroom is open; removed when it is closed. */
export const CHATROOM_OPEN_KEY = 'chatroom_open';
/** The position array `[inlineEnd, top]` (see ChatboxPosition). */
export const CHATROOM_POSITION_KEY = 'chatroom_position';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Refused: not remembered, as documented above.
  }
}

export const rememberedOpen = (): boolean => read(CHATROOM_OPEN_KEY) === CHATROOM_OPEN_FLAG;
export const rememberOpen = (open: boolean): void => write(CHATROOM_OPEN_KEY, open ? CHATROOM_OPEN_FLAG : null);
export const rememberedPosition = (): ChatboxPosition | null => parseChatboxPosition(read(CHATROOM_POSITION_KEY));
export const rememberPosition = (position: ChatboxPosition): void =>
  write(CHATROOM_POSITION_KEY, serializeChatboxPosition(position));
