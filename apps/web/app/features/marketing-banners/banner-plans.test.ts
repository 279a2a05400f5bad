import { alphaBannerCard, marketingPlanItem } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { parseClosedPlans } from './banner-memory';
import { alphaCardOf, bannerPlanOf, sameOriginPath } from './banner-plans';

describe('banner links: same-origin paths only (issue 15)', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(sameOriginPath('/signup')).toBe('/signup');
    expect(sameOriginPath(' /trade/BTC_USDT?tab=spot#book ')).toBe('/trade/BTC_USDT?tab=spot#book');
    expect(sameOriginPath('/')).toBe('/');
  });

  it('refuses every address that could lead to another origin or run script', () => {
    for (const address of [
      'https://www.meridian.example/signup', // absolute: the server render cannot tell it is ours
      'http://evil.example/',
      '//evil.example/path', // protocol-relative: another host
      '/\\evil.example/path', // browsers read /\ as //
      'javascript:alert(1)',
      'data:text/html,hi',
      'signup', // relative to the page: not a fixed place
      '',
      '/a b',
      '/a\tb',
      '/a\u0000b',
    ]) {
      expect(sameOriginPath(address), address).toBeNull();
    }
  });

  it('a plan keeps only same-origin links and pictures; the button text makes the benefit variant', () => {
    const plan = bannerPlanOf(
      marketingPlanItem.parse({
        plan_id: 7,
        plan_name: 'spring',
        title: 'Spring offer',
        content: 'Zero fees',
        img: 'https://cdn.other.example/a.png',
        img_h5: '/images/marketing/a-h5.svg',
        url: '//other.example/offer',
        button_copywriting: ' Join now ',
      }),
    );
    expect(plan).toEqual({
      planId: 7,
      planName: 'spring',
      title: 'Spring offer',
      content: 'Zero fees',
      img: null,
      imgH5: '/images/marketing/a-h5.svg',
      path: null,
      button: 'Join now',
    });
    expect(bannerPlanOf(marketingPlanItem.parse({ plan_id: 8, button_copywriting: '  ' })).button).toBeNull();
  });

  it('an alpha picture card without a usable picture is shown as a text card', () => {
    const picture = { id: 1, title: 'PEPE', url: '/alpha', img: '/a.svg', img_v2: '/b.svg', data_type: 1 };
    expect(alphaCardOf(alphaBannerCard.parse(picture)).kind).toBe('picture');
    expect(alphaCardOf(alphaBannerCard.parse({ ...picture, img: 'https://x.example/a.svg' })).kind).toBe('text');
    expect(alphaCardOf(alphaBannerCard.parse({ ...picture, data_type: 2 })).kind).toBe('text');
  });
});

describe('closed banners of the session', () => {
  it('reads a list of whole numbers; anything else counts as none', () => {
    expect(parseClosedPlans('[1101, 1201]')).toEqual([1101, 1201]);
    expect(parseClosedPlans('[1101, "x", 1.5]')).toEqual([1101]);
    expect(parseClosedPlans('{"a":1}')).toEqual([]);
    expect(parseClosedPlans('not json')).toEqual([]);
    expect(parseClosedPlans(null)).toEqual([]);
  });
});
