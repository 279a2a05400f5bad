import { getTargetedPopupPlanList } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../../shell/http';
import { loadHomepageBanners } from './homepage-banners.server';

const PLAN = {
  plan_id: 1301,
  plan_name: 'competition',
  title: 'Trading competition',
  content: 'Win a share of the prize pool',
  img: '/images/marketing/competition.svg',
  img_h5: '/images/marketing/competition.svg',
  url: '/competition/center',
  position: 'index',
};

describe('loadHomepageBanners (server, widgets §7 resource type 4)', () => {
  it('asks targeted-popup-plan/list for position index and resource type 4 in the page locale', async () => {
    const asked: string[] = [];
    const api: ApiFetch = async (path) => {
      asked.push(path);
      return Response.json({ code: 0, message: '', data: { list: [PLAN] } });
    };
    const plans = await loadHomepageBanners(api, { locale: 'pt-br' });
    const url = new URL(asked[0] ?? '', 'http://api.test');
    expect(url.pathname).toBe(getTargetedPopupPlanList.path);
    expect(Object.fromEntries(url.searchParams)).toEqual({ position: 'index', resource_type: '4', locale: 'pt-br' });
    expect(plans).toEqual([
      {
        planId: 1301,
        planName: 'competition',
        title: 'Trading competition',
        content: 'Win a share of the prize pool',
        img: '/images/marketing/competition.svg',
        imgH5: '/images/marketing/competition.svg',
        path: '/competition/center',
        button: null,
      },
    ]);
  });

  it('widgets §8 "Banner ... calls fail → empty banners": an error, a refusal or no answer gives none', async () => {
    const failing: ApiFetch[] = [
      async () => Response.json({ code: 500, message: 'down', data: null }, { status: 500 }),
      async () => Response.json({ code: 400, message: 'bad', data: null }),
      async () => {
        throw new TypeError('fetch failed');
      },
      async () => new Response('not json'),
    ];
    for (const api of failing) expect(await loadHomepageBanners(api, { locale: 'en' })).toEqual([]);
  });
});
