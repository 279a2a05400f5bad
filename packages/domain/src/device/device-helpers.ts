// Issue 14 item 6 helpers.

/**
 * shell §8 "URI decode failure logs a warning and returns the raw text": decodeURIComponent that
 * never throws.
 */
export function decodeUriText(text: string, warn: (message: string, text: string) => void = () => undefined): string {
  try {
    return decodeURIComponent(text);
  } catch {
    warn('URI decode failed; the raw text is used', text);
    return text;
  }
}

/** widgets §3 cookie `is_phone`: '1' when the page is known to be on a phone (the app, a server's guess). */
export const IS_PHONE_COOKIE = 'is_phone';

/** shell §9 "Mobile media query | max width 768px, portrait"; shell §4 chatroom "windows narrower than 768px". */
export const PHONE_MAX_WIDTH_PX = 768;

const PHONE_USER_AGENT =
  /\b(?:iPhone|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile)\b|Android.+\bMobile\b|\bMobile\b.+Safari/i;

/**
 * The one phone-like-device rule the chatroom and the banners share (issue 14 item 6): the
 * `is_phone` cookie when it says so either way, else a phone's user agent, else a window at most
 * 768 px wide in portrait.
 */
export function isPhoneLikeDevice(input: {
  isPhoneCookie?: string | undefined;
  userAgent?: string | null | undefined;
  width?: number | undefined;
  portrait?: boolean | undefined;
}): boolean {
  if (input.isPhoneCookie === '1') return true;
  if (input.isPhoneCookie === '0') return false;
  if (input.userAgent && PHONE_USER_AGENT.test(input.userAgent)) return true;
  return input.width !== undefined && input.width <= PHONE_MAX_WIDTH_PX && input.portrait !== false;
}
