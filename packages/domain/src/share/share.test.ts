import { describe, expect, it } from 'vitest';
import { type NativeApp, NOT_IN_APP } from '../native/native-app';
import { REFERRAL_KEYS } from '../referral/referral';
import {
  chooseShareMethod,
  isShareSource,
  posterSize,
  SHARE_DEFAULTS,
  SHARE_SOURCES,
  shareLink,
  shareWays,
  withShareDefaults,
} from './share';

const android = (build: number): NativeApp => ({ inApp: true, platform: 'android', build });
const ios = (build: number): NativeApp => ({ inApp: true, platform: 'ios', build });

describe('share sources and defaults', () => {
  it('shell §3 "Share sources (values): futures_position, rewards_hub, ... launchpad_share": every value, and All', () => {
    // The spec's list, copied by hand from shell §3 (not from the code).
    const spec =
      'futures_position, rewards_hub, copytrading_post, option_position, orbrnft, download-reward, event_share, ' +
      'season_share, card_share, news_share, board_share, revenue_share, f1_share, competition_futures, vip-airdrop, ' +
      'simple_earn, dual_investment, startup_mining, alpha_position, mybot_list, vip_challenge, referral_earn_voucher, ' +
      'usd1_stablecoin_rewards, promo, vip_friday_lucky_draw, futures_mall, launchpad_share';
    expect([...SHARE_SOURCES].sort()).toEqual(['All', ...spec.split(', ')].sort());
    expect(isShareSource('vip_friday_lucky_draw')).toBe(true);
    expect(isShareSource('vip_friday')).toBe(false);
    expect(isShareSource(7)).toBe(false);
  });

  it('shell §3 "source (default All)": absent or unknown sources become All', () => {
    expect(withShareDefaults({ url: 'https://a.example/' }).source).toBe('All');
    expect(withShareDefaults({ url: 'https://a.example/', source: 'simple_earn' }).source).toBe('simple_earn');
  });

  it('shell §3 "Share defaults: aspect ratio 3x4, theme 0"', () => {
    const props = withShareDefaults({ url: 'https://a.example/' });
    expect(props.aspectRatio).toEqual({ width: 3, height: 4 });
    expect(props.theme).toBe(0);
    expect(SHARE_DEFAULTS).toMatchObject({ source: 'All', theme: 0, aspectRatio: { width: 3, height: 4 } });
    // A ratio that cannot draw a poster falls back to 3x4; theme 1 is kept, other numbers are 0.
    expect(withShareDefaults({ url: 'u', aspectRatio: { width: 0, height: 4 } }).aspectRatio).toEqual({
      width: 3,
      height: 4,
    });
    expect(withShareDefaults({ url: 'u', theme: 1 }).theme).toBe(1);
    expect(withShareDefaults({ url: 'u', theme: 7 }).theme).toBe(0);
  });

  it('blank texts and codes count as absent', () => {
    const props = withShareDefaults({ url: 'u', refCode: '  ', imgSrc: '', title: ' T ' });
    expect(props.refCode).toBeUndefined();
    expect(props.imgSrc).toBeUndefined();
    expect(props.title).toBe('T');
    expect(props.forbiddenWays).toEqual([]);
    expect(props.isLogin).toBe(false);
  });

  it('shell §3 "aspect ratio 3x4": the poster is 750 wide and 1000 high', () => {
    expect(posterSize()).toEqual({ width: 750, height: 1000 });
    expect(posterSize({ width: 1, height: 1 })).toEqual({ width: 750, height: 750 });
    expect(posterSize({ width: 9, height: 16 })).toEqual({ width: 750, height: 1333 });
  });
});

describe('shareLink', () => {
  it('adds the invite code as ref, the name the referral check reads (shell §4)', () => {
    expect(REFERRAL_KEYS.code).toBe('ref');
    expect(shareLink('https://www.meridian.example/signup', 'DEMO0003')).toBe(
      'https://www.meridian.example/signup?ref=DEMO0003',
    );
    expect(shareLink('https://www.meridian.example/markets?tab=spot', 'DEMO0003')).toBe(
      'https://www.meridian.example/markets?tab=spot&ref=DEMO0003',
    );
  });

  it('keeps the fragment last', () => {
    expect(shareLink('https://a.example/p?x=1#top', 'AB')).toBe('https://a.example/p?x=1&ref=AB#top');
    expect(shareLink('https://a.example/p#top', 'AB')).toBe('https://a.example/p?ref=AB#top');
  });

  it('replaces a ref and ref_type already there, so the link credits one person', () => {
    expect(shareLink('https://a.example/signup?ref=OLD&ref_type=2&x=1', 'NEW')).toBe(
      'https://a.example/signup?x=1&ref=NEW',
    );
    expect(shareLink('https://a.example/signup?%72ef=OLD', 'NEW')).toBe('https://a.example/signup?ref=NEW');
    // Other names that start alike stay.
    expect(shareLink('https://a.example/?referrer=x&ref_channel=c', 'NEW')).toBe(
      'https://a.example/?referrer=x&ref_channel=c&ref=NEW',
    );
  });

  it('adds ref_type when given as a number (shell §7 "optional ref_type (number)")', () => {
    expect(shareLink('https://a.example/', 'AB', 2)).toBe('https://a.example/?ref=AB&ref_type=2');
    expect(shareLink('https://a.example/', 'AB', '3')).toBe('https://a.example/?ref=AB&ref_type=3');
    expect(shareLink('https://a.example/', 'AB', 'x')).toBe('https://a.example/?ref=AB');
  });

  it('without a code, or a code that is not an invite code, the url is left as it is', () => {
    expect(shareLink('https://a.example/?ref=KEEP', undefined)).toBe('https://a.example/?ref=KEEP');
    expect(shareLink('https://a.example/', '')).toBe('https://a.example/');
    expect(shareLink('https://a.example/', 'a b&c=d')).toBe('https://a.example/');
  });
});

describe('shareWays', () => {
  const web = { app: NOT_IN_APP, webShare: true };
  it('in a browser with the Web Share API: share sheet, poster download, copy link', () => {
    expect(shareWays([], web)).toEqual(['system', 'download', 'copy']);
    expect(shareWays([], { app: NOT_IN_APP, webShare: false })).toEqual(['download', 'copy']);
  });

  it('in our app: the app share and copy link', () => {
    expect(shareWays([], { app: android(653000), webShare: true })).toEqual(['app', 'copy']);
  });

  it('shell §3 forbiddenWays: a forbidden way is not offered; unknown values are ignored', () => {
    expect(shareWays(['download'], web)).toEqual(['system', 'copy']);
    expect(shareWays(['copy', 'system', 'fax'], web)).toEqual(['download']);
    expect(shareWays(['app'], { app: ios(1), webShare: false })).toEqual(['copy']);
  });
});

describe('chooseShareMethod', () => {
  it('shell §5 "Android build 653000 or later ... is needed for the new share-image feature": 653000 v3, 652999 older', () => {
    expect(chooseShareMethod({ app: android(653000), webShare: false })).toBe('shareImageV3');
    expect(chooseShareMethod({ app: android(652999), webShare: true })).toBe('share');
  });

  it('shell §5 "or iOS build 202503100001 or later": 202503100001 v3, 202503100000 older', () => {
    expect(chooseShareMethod({ app: ios(202503100001), webShare: false })).toBe('shareImageV3');
    expect(chooseShareMethod({ app: ios(202503100000), webShare: false })).toBe('share');
  });

  it('shell §5 "and only inside the app. Otherwise the older share is used": the web shares or copies', () => {
    expect(chooseShareMethod({ app: NOT_IN_APP, webShare: true })).toBe('web-share');
    expect(chooseShareMethod({ app: NOT_IN_APP, webShare: false })).toBe('copy');
  });

  it('without an image the new share-image has nothing to share: the older share', () => {
    expect(chooseShareMethod({ app: android(700000), webShare: false }, false)).toBe('share');
  });
});
