// The VIP pop-up's button (widgets §3 "url", "button_copywriting"): same-origin paths only.

/** Where the button leads when the plan's url is not a page of this site. */
export const VIP_FALLBACK_PATH = '/rewards_hub';

/**
 * The plan's url as a path of this site (path, query and fragment), or null: another host, a
 * protocol-relative or a script address never becomes the button's link.
 */
export function sameOriginPath(url: string, origin: string): string | null {
  const text = url.trim();
  if (text === '') return null;
  try {
    const parsed = new URL(text, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}
