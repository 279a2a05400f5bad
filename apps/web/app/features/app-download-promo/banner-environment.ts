import { type NativePlatform, PHONE_MAX_WIDTH_PX } from '@meridian/domain';

// What the app-download banner reads of the browser (shell §4 "screen width at most 768px
// (phone)"), behind one small interface so a component test gives its own values.

/** shell §9 "phone breakpoint 768px", as the media query the banner listens to. */
export const PHONE_MEDIA_QUERY = `(max-width: ${PHONE_MAX_WIDTH_PX}px)`;

/** The session-storage key that remembers a closed banner (shell §4 "Closing hides it", for this browser session). */
export const BANNER_CLOSED_KEY = 'app_download_banner_closed';

/** Where the download reward modal remembers it was shown in this browser session. */
export const REWARD_MODAL_SHOWN_KEY = 'download_reward_modal_shown';

/**
 * A phone browser's platform, for the store link: iOS devices by their user agent (an iPad on
 * iPadOS 13+ says Macintosh and has touch), everything else Android's store or APK.
 */
export function browserPlatform(userAgent: string, maxTouchPoints = 0): NativePlatform {
  if (/\b(?:iPhone|iPad|iPod)\b/i.test(userAgent)) return 'ios';
  return /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1 ? 'ios' : 'android';
}

/** Session storage that may be missing or refused (private mode): reads nothing, writes nowhere. */
export interface FlagStore {
  get: (key: string) => boolean;
  set: (key: string) => void;
}

export const browserSessionFlags: FlagStore = {
  get: (key) => {
    try {
      return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(key) === '1';
    } catch {
      return false;
    }
  },
  set: (key) => {
    try {
      if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(key, '1');
    } catch {
      // Refused storage: the banner stays closed for this page view only.
    }
  },
};
