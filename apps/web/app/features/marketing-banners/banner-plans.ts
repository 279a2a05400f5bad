import type { AlphaBannerCard, MarketingPlanItem } from '@meridian/contracts';
import { ALPHA_CARD_DATA_TYPES } from '@meridian/domain';

// The marketing answers reduced to what a banner shows (widgets §3), with every address checked:
// a banner links to, and loads pictures from, paths of this site only.

/**
 * `address` when it is a path of this site (`/signup`, `/trade/BTC_USDT?tab=spot`), else null. Only
 * a root-relative path is same-origin wherever the page is served (the server render does not know
 * the browser's origin): an absolute URL, `//host` and `/\host` (both another host to a browser),
 * `javascript:` and anything with blanks or control characters are refused.
 */
export function sameOriginPath(address: string): string | null {
  const text = address.trim();
  if (!text.startsWith('/') || text.startsWith('//') || text.includes('\\')) return null;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f) return null;
  }
  return text;
}

/** Which banner a plan is shown in (the analytics `banner` prop). */
export type BannerKind = 'top' | 'bottom' | 'homepage' | 'alpha';

/** A top, bottom or homepage banner plan (widgets §3 "plan_id, plan_name, title, content, img, url"). */
export interface BannerPlan {
  planId: number;
  planName: string;
  title: string;
  content: string;
  /** The desktop picture and the phone one (img_h5); null when missing or not on this site. */
  img: string | null;
  imgH5: string | null;
  /** The link (without locale prefix); null when missing or not on this site. */
  path: string | null;
  /** The button's text (button_copywriting); with content it makes the benefit variant (shell §2). */
  button: string | null;
}

export function bannerPlanOf(item: MarketingPlanItem): BannerPlan {
  return {
    planId: item.plan_id,
    planName: item.plan_name,
    title: item.title,
    content: item.content,
    img: sameOriginPath(item.img),
    imgH5: sameOriginPath(item.img_h5),
    path: sameOriginPath(item.url),
    button: item.button_copywriting?.trim() || null,
  };
}

/** An alpha banner card (widgets §3 "id, title, url, img, img_v2, sort, plan_name, data_type"). */
export interface AlphaCardView {
  id: number;
  planName: string;
  title: string;
  path: string | null;
  /** Picture cards: the picture, and its mirrored version (img_v2) for right-to-left pages. */
  img: string | null;
  imgV2: string | null;
  kind: 'picture' | 'text';
}

export function alphaCardOf(card: AlphaBannerCard): AlphaCardView {
  const img = sameOriginPath(card.img);
  return {
    id: card.id,
    planName: card.plan_name,
    title: card.title,
    path: sameOriginPath(card.url),
    img,
    imgV2: sameOriginPath(card.img_v2),
    // A picture card without a usable picture is shown as a text card.
    kind: card.data_type === ALPHA_CARD_DATA_TYPES.picture && img !== null ? 'picture' : 'text',
  };
}
