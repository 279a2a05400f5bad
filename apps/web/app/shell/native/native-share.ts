import { canShareImageV3, type NativeApp } from '@meridian/domain';
import { callNative, NATIVE_METHODS, type NativeBridgeDeps } from './native-bridge';

/** What a share card hands over: the picture (as a data URL, or where it is served) and the link. */
export interface ShareImageInput {
  imageDataUrl?: string;
  imageUrl?: string;
  url: string;
  title: string;
  text: string;
}

/**
 * How the share went:
 * - 'shared-v3': the app's new share-image (shareImageV3) took it;
 * - 'shared-native': the app's older share took it;
 * - 'shared-web': the browser's share sheet took it (also when the user then dismissed the sheet:
 *   the caller must not open its own dialog on top);
 * - 'fallback': nothing could share, the caller shows its own share dialog (copy link, download).
 */
export type ShareImageResult = 'shared-v3' | 'shared-native' | 'shared-web' | 'fallback';

/** The part of `navigator` the Web Share API fallback uses. */
export interface WebShare {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
}

export interface ShareDeps extends NativeBridgeDeps {
  /** The page's navigator unless a test passes another. */
  navigator?: WebShare;
}

/** The object without its undefined fields: neither JSON nor the iOS bridge should see them. */
function defined(fields: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) out[key] = value;
  return out;
}

/**
 * The older native share's parameters, which the two apps name differently (shell §7 "native
 * share for Android and iOS"): Android reads the text as `content`, iOS as `text`.
 */
function olderShareParams(platform: 'android' | 'ios', input: ShareImageInput): Record<string, string> {
  return platform === 'android'
    ? { title: input.title, content: input.text, url: input.url }
    : { title: input.title, text: input.text, url: input.url };
}

/** A DOMException named AbortError: what navigator.share rejects with when the user closes the sheet. */
function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/** The Web Share API with the link (no file: not every browser shares files); false when absent or refused. */
async function webShare(input: ShareImageInput, deps: ShareDeps): Promise<boolean> {
  const nav = deps.navigator ?? (typeof navigator === 'undefined' ? undefined : navigator);
  const data: ShareData = { title: input.title, text: input.text, url: input.url };
  if (!nav?.share || (nav.canShare && !nav.canShare(data))) return false;
  try {
    await nav.share(data);
    return true;
  } catch (error: unknown) {
    // The user closed the sheet: the share was offered, so no second dialog.
    if (isAbort(error)) return true;
    (deps.logger ?? console).warn('web share failed', error);
    return false;
  }
}

/**
 * Shares an image card. shell §5 "Native share gate: Android build 653000 or later, or iOS build
 * 202503100001 or later, is needed for the new share-image feature, and only inside the app.
 * Otherwise the older share is used." So, in order, each step taken only when the one before is
 * unavailable or its bridge call fails (the failure is logged, never thrown):
 * 1. shareImageV3, in an app at or above the gate, when there is an image to share;
 * 2. the older native share (`share`), inside the app;
 * 3. the Web Share API (`navigator.share`), when the browser has it;
 * 4. 'fallback': the caller shows its own share dialog.
 */
export async function shareImage(
  app: NativeApp,
  input: ShareImageInput,
  deps: ShareDeps = {},
): Promise<ShareImageResult> {
  if (app.inApp) {
    const hasImage = input.imageDataUrl !== undefined || input.imageUrl !== undefined;
    if (hasImage && canShareImageV3(app)) {
      const params = defined({
        imageDataUrl: input.imageDataUrl,
        imageUrl: input.imageUrl,
        url: input.url,
        title: input.title,
        text: input.text,
      });
      if (callNative(app, NATIVE_METHODS.shareImageV3, params, deps)) return 'shared-v3';
    }
    if (callNative(app, NATIVE_METHODS.share, olderShareParams(app.platform, input), deps)) return 'shared-native';
  }
  return (await webShare(input, deps)) ? 'shared-web' : 'fallback';
}
