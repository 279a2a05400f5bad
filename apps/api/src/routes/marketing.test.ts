import {
  alphaUserPlans,
  downloadTaskInfo,
  getAlphaUserPlans,
  getDownloadTaskInfo,
  getNewbiePrizeGuide,
  getNewbiePrizePop,
  getOpenGraphShow,
  getTargetedPopupPlanList,
  newbiePrizeGuide,
  newbiePrizePop,
  openGraphData,
  SITE_ID_HEADER,
  targetedPopupPlanList,
} from '@meridian/contracts';
import { LANG_COOKIE, SITE_IDS, siteByKey } from '@meridian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { runCampaignsCommand } from '../db/campaigns-command';
import { MARKETING_SEED_TEXTS } from '../db/marketing-seed-texts';
import { allMarketingPlans, allMarketingSettings } from '../db/queries/marketing';
import { exportCampaigns } from '../services/marketing-campaigns';
import { openSeededApi } from '../test-support/seeded-api';
import { logInAs, TestBrowser, testClock } from '../test-support/test-browser';

let database: DatabaseHandle;
let app: ApiApp;
const SEED_AT = Date.UTC(2026, 2, 10, 9, 0, 0);
const DAY = 86_400_000;
const clock = testClock(SEED_AT);

beforeAll(async () => {
  ({ database, app } = await openSeededApi(clock));
});
afterAll(async () => {
  await database.close();
});

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const popupList = (query: string) => `${getTargetedPopupPlanList.path}?${query}`;

async function plans(browser: TestBrowser, query: string, headers?: Record<string, string>) {
  const res = await browser.call(popupList(query), { headers });
  expect(res.status, res.message).toBe(200);
  return targetedPopupPlanList.parse(res.data).list;
}

describe('targeted-popup-plan/list (widgets §7 "first item of data.list")', () => {
  it('a visitor gets the visitors\' pop-up (widgets §6 "Visitor: sees the new-user reward pop-up"), not the logged-in one', async () => {
    const list = await plans(new TestBrowser(app), 'position=index&resource_type=1&device_id=abc123');
    expect(list.map((p) => p.plan_name)).toEqual(['newcomer-welcome-popup']);
    const [first] = list;
    expect(first).toMatchObject({
      title: MARKETING_SEED_TEXTS.en.welcome[0],
      content: MARKETING_SEED_TEXTS.en.welcome[1],
      url: '/signup',
      position: 'index',
    });
    expect(first?.img).toMatch(/^\/images\/marketing\/.+\.svg$/);
    expect(first?.vip_popup_type).toBeUndefined();
  });

  it('widgets §6 "Logged-in user: no new-user pop-up": the logged-in plan instead', async () => {
    const browser = await logInAs(new TestBrowser(app), 'kyc-1@meridian.example', clock.now);
    const list = await plans(browser, 'position=index&resource_type=1');
    expect(list.map((p) => p.plan_name)).toEqual(['monthly-trade-rewards-popup']);
  });

  it("answers in the reader's locale (lang cookie or locale query), a regional one by its language, else English", async () => {
    const browser = new TestBrowser(app);
    browser.cookies.set(LANG_COOKIE, 'ar');
    expect((await plans(browser, 'position=index&resource_type=1'))[0]?.title).toBe(MARKETING_SEED_TEXTS.ar.welcome[0]);
    const visitor = new TestBrowser(app);
    expect((await plans(visitor, 'position=index&resource_type=1&locale=it-eu'))[0]?.title).toBe(
      MARKETING_SEED_TEXTS.it.welcome[0],
    );
    // en-us has no text of its own and no other language: the English text.
    expect((await plans(visitor, 'position=index&resource_type=1&locale=en-us'))[0]?.title).toBe(
      MARKETING_SEED_TEXTS.en.welcome[0],
    );
  });

  it('each resource type is its own slot: top banner on the web only, homepage banner, bottom banner by site', async () => {
    const browser = new TestBrowser(app);
    expect((await plans(browser, 'position=index&resource_type=2')).map((p) => p.plan_name)).toEqual([
      'copy-trading-top-banner',
    ]);
    expect(await plans(browser, 'position=index&resource_type=2', { 'user-agent': PHONE_UA })).toEqual([]);
    const phone = new TestBrowser(app);
    phone.cookies.set('is_phone', '1');
    expect(await plans(phone, 'position=index&resource_type=2')).toEqual([]);
    expect((await plans(browser, 'position=index&resource_type=4')).map((p) => p.plan_name)).toEqual([
      'trading-competition-homepage-banner',
    ]);
    // The app-download banner runs on every site but the US one, which hides app download.
    expect((await plans(browser, 'position=index&resource_type=3')).map((p) => p.plan_name)).toEqual([
      'app-download-bottom-banner',
    ]);
    const us = { [SITE_ID_HEADER]: String(SITE_IDS.us) };
    expect(await plans(browser, 'position=index&resource_type=3', us)).toEqual([]);
  });

  it('the time window follows the injected clock: the homepage banner ends 30 days after the seed', async () => {
    const browser = new TestBrowser(app);
    try {
      clock.set(SEED_AT + 30 * DAY - 1);
      expect(await plans(browser, 'position=index&resource_type=4')).toHaveLength(1);
      clock.set(SEED_AT + 30 * DAY);
      expect(await plans(browser, 'position=index&resource_type=4')).toEqual([]);
    } finally {
      clock.set(SEED_AT);
    }
  });

  it('widgets §4 "VIP pop-up: Fetched for position vip_index": the extras, by the reader\'s VIP tier', async () => {
    const vip = await logInAs(new TestBrowser(app), 'vip-5@meridian.example', clock.now);
    const [upgraded, ...others] = await plans(vip, 'position=vip_index&resource_type=1');
    expect(others).toEqual([]);
    expect(upgraded).toMatchObject({
      plan_name: 'vip-upgraded-popup',
      position: 'vip_index',
      tier: 5,
      vip_popup_type: 'VIP_UPGRADED',
      benefit_title: MARKETING_SEED_TEXTS.en.vipBenefits[0],
      benefit_1_content: MARKETING_SEED_TEXTS.en.vipBenefits[1],
      button_copywriting: MARKETING_SEED_TEXTS.en.vipUpgraded[2],
    });
    expect(upgraded?.benefit_1_img).toMatch(/^\/images\/marketing\//);
    // Tier 0: the expired-VIP pop-up; a visitor: none.
    const plain = await logInAs(new TestBrowser(app), 'kyc-1@meridian.example', clock.now);
    expect((await plans(plain, 'position=vip_index&resource_type=1')).map((p) => p.vip_popup_type)).toEqual([
      'VIP_EXPIRED',
    ]);
    expect(await plans(new TestBrowser(app), 'position=vip_index&resource_type=1')).toEqual([]);
  });

  it('a running VIP trial counts as the tier; the scheduled reactivation plan leads once it starts (priority)', async () => {
    const logIn = (email: string) => logInAs(new TestBrowser(app), email, clock.now);
    expect(
      (await plans(await logIn('vip-trial@meridian.example'), 'position=vip_index&resource_type=1'))[0]?.tier,
    ).toBe(2);
    try {
      // A new log-in at each instant: a session left idle for weeks has ended.
      clock.set(SEED_AT + 29 * DAY);
      const list = await plans(await logIn('vip-trial@meridian.example'), 'position=vip_index&resource_type=1');
      expect(list.map((p) => p.vip_popup_type)).toEqual(['VIP_UPGRADED']);
      clock.set(SEED_AT + 30 * DAY);
      // The trial has ended (30 days): tier 0, the expired-VIP pop-up.
      const ended = await logIn('vip-trial@meridian.example');
      expect((await plans(ended, 'position=vip_index&resource_type=1')).map((p) => p.vip_popup_type)).toEqual([
        'VIP_EXPIRED',
      ]);
      const vip = await logIn('vip-5@meridian.example');
      expect((await plans(vip, 'position=vip_index&resource_type=1')).map((p) => p.vip_popup_type)).toEqual([
        'VIP_INACTIVE',
        'VIP_UPGRADED',
      ]);
    } finally {
      clock.set(SEED_AT);
    }
  });

  it('a malformed query is a 400 naming the field', async () => {
    const browser = new TestBrowser(app);
    for (const [query, field] of [
      ['resource_type=1', 'position'],
      ['position=home&resource_type=1', 'position'],
      ['position=index', 'resource_type'],
      ['position=index&resource_type=5', 'resource_type'],
      ['position=index&resource_type=x', 'resource_type'],
      ['position=index&resource_type=1&device_id=a%20b', 'device_id'],
    ] as const) {
      const res = await browser.call(popupList(query));
      expect(res.status, query).toBe(400);
      expect(res.message.startsWith(`${field}:`), `${query}: ${res.message}`).toBe(true);
    }
  });
});

describe('get-user-plans (widgets §7 "data.card and data.currency")', () => {
  const alpha = (currency: string) =>
    `${getAlphaUserPlans.path}?spread_scene=alpha_place_order_web&resource_type=5&device_id=d1&currency=${currency}`;

  it('the cards of the coin and those for every coin, by sort, with the currency', async () => {
    const res = await new TestBrowser(app).call(alpha('sui'));
    expect(res.status).toBe(200);
    const data = alphaUserPlans.parse(res.data);
    expect(data.currency).toBe('SUI');
    expect(data.card.map((c) => [c.plan_name, c.sort])).toEqual([
      ['alpha-sui-early', 1],
      ['alpha-sui-trending', 2],
      ['alpha-discover-text-card', 3],
    ]);
    expect(data.card[0]?.title).toBe(MARKETING_SEED_TEXTS.en.alphaEarly.replace('{coin}', 'SUI'));
    expect(data.card[0]?.img_v2).toMatch(/^\/images\/marketing\//);
    expect(data.card[2]?.data_type).toBe(2);
    const apt = alphaUserPlans.parse((await new TestBrowser(app).call(alpha('APT'))).data);
    expect(apt.card.map((c) => c.plan_name)).toEqual([
      'alpha-apt-early',
      'alpha-apt-trending',
      'alpha-discover-text-card',
    ]);
    const other = alphaUserPlans.parse((await new TestBrowser(app).call(alpha('BTC'))).data);
    expect(other.card.map((c) => c.plan_name)).toEqual(['alpha-discover-text-card']);
  });

  it('a wrong scene, resource type or currency is a 400', async () => {
    const browser = new TestBrowser(app);
    for (const [path, field] of [
      [`${getAlphaUserPlans.path}?spread_scene=x&resource_type=5&currency=SUI`, 'spread_scene'],
      [`${getAlphaUserPlans.path}?spread_scene=alpha_place_order_web&resource_type=4&currency=SUI`, 'resource_type'],
      [`${getAlphaUserPlans.path}?spread_scene=alpha_place_order_web&resource_type=5`, 'currency'],
      [`${getAlphaUserPlans.path}?spread_scene=alpha_place_order_web&resource_type=5&currency=%24%24`, 'currency'],
    ] as const) {
      const res = await browser.call(path);
      expect(res.status, path).toBe(400);
      expect(res.message.startsWith(`${field}:`), res.message).toBe(true);
    }
  });
});

describe('download task and newbie prizes (widgets §3, §7)', () => {
  it('shell §9 "Download reward modal: promo amount 40,000 (dollars)": has_dl_task 1, reward_num as text', async () => {
    const res = await new TestBrowser(app).call(`${getDownloadTaskInfo.path}?const_id=app_download`);
    expect(downloadTaskInfo.parse(res.data)).toEqual({ has_dl_task: 1, reward_num: '40000', reward_currency: 'USD' });
    const none = await new TestBrowser(app).call(`${getDownloadTaskInfo.path}?const_id=no_such_task`);
    expect(downloadTaskInfo.parse(none.data)).toEqual({ has_dl_task: 0, reward_num: '0', reward_currency: '' });
    const bad = await new TestBrowser(app).call(`${getDownloadTaskInfo.path}?const_id=a%2Fb`);
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/^const_id:/);
    expect((await new TestBrowser(app).call(getDownloadTaskInfo.path)).status).toBe(400);
  });

  it('widgets §3 "group_A.num, group_B.num_first, group_B.num_second; welfare guide gives prize_num", as text', async () => {
    const guide = newbiePrizeGuide.parse((await new TestBrowser(app).call(getNewbiePrizeGuide.path)).data);
    expect(guide).toEqual({ prize_num: '100' });
    const pop = newbiePrizePop.parse((await new TestBrowser(app).call(getNewbiePrizePop.path)).data);
    expect(pop).toEqual({ group_A: { num: '100' }, group_B: { num_first: '20', num_second: '80' } });
    // Group B's two parts make up the same total as group A.
    expect(Number(pop.group_B.num_first) + Number(pop.group_B.num_second)).toBe(Number(pop.group_A.num));
  });
});

describe('og_show (widgets §7 "url | site_name, site_image")', () => {
  const og = (url: string) => `${getOpenGraphShow.path}?url=${encodeURIComponent(url)}`;

  it("a page of ours: the site's name and our picture", async () => {
    const main = await new TestBrowser(app).call(og('https://www.meridian.example/trade/BTC_USDT?x=1'));
    expect(main.status).toBe(200);
    expect(openGraphData.parse(main.data)).toEqual({
      site_name: siteByKey('main').ogSiteName,
      site_image: 'https://www.meridian.example/images/marketing/og-share.jpg',
    });
    const eu = openGraphData.parse(
      (await new TestBrowser(app).call(og('https://www.meridian.example/en-eu/fee'))).data,
    );
    expect(eu.site_name).toBe(siteByKey('eu').ogSiteName);
    const tr = openGraphData.parse((await new TestBrowser(app).call(og('https://www.meridiantr.example/'))).data);
    expect(tr.site_name).toBe(siteByKey('turkey').ogSiteName);
  });

  it('a foreign address, or one that is no address, is a 400', async () => {
    for (const url of [
      'https://evil.example/',
      'https://www.meridian.example.evil.example/',
      'https://www.meridian.example@evil.example/',
      'javascript:alert(1)',
      '/relative/path',
    ]) {
      const res = await new TestBrowser(app).call(og(url));
      expect(res.status, url).toBe(400);
      expect(res.message).toMatch(/^url:/);
    }
    expect((await new TestBrowser(app).call(getOpenGraphShow.path)).status).toBe(400);
  });
});

describe('npm run campaigns (issue 15)', () => {
  function io(files: Record<string, string>) {
    const out: string[] = [];
    const err: string[] = [];
    return {
      out,
      err,
      io: {
        readFile: async (path: string) => {
          const text = files[path];
          if (text === undefined) throw new Error(`ENOENT: ${path}`);
          return text;
        },
        out: (t: string) => out.push(t),
        err: (t: string) => err.push(t),
        now: () => new Date(clock.now()),
      },
    };
  }

  const goodPlan = {
    id: 9001,
    name: 'import-test-banner',
    resource_type: 4,
    site_ids: [SITE_IDS.japan],
    url: '/fee',
    img: '/images/marketing/competition.svg',
    texts: { en: { title: 'Imported', content: 'An imported banner' }, ja: { title: 'インポート', content: 'バナー' } },
  };

  it('a good file loads (and its banner is served); the example file in docs loads', async () => {
    const file = JSON.stringify({
      campaigns: [goodPlan],
      settings: [{ key: 'download_task.import_test', amount: '12.50', currency: 'USDT' }],
    });
    const run = io({ 'good.json': file });
    expect(await runCampaignsCommand(database.db, ['import', 'good.json'], run.io)).toBe(0);
    expect(run.out.join('\n')).toMatch(/loaded 1 campaign\(s\) and 1 amount\(s\)/);
    const japan = { [SITE_ID_HEADER]: String(SITE_IDS.japan), cookie: `${LANG_COOKIE}=ja` };
    const list = await plans(new TestBrowser(app), 'position=index&resource_type=4', japan);
    expect(list.map((p) => p.title)).toContain('インポート');
    const task = await new TestBrowser(app).call(`${getDownloadTaskInfo.path}?const_id=import_test`);
    expect(downloadTaskInfo.parse(task.data).reward_num).toBe('12.5');

    const { readFile } = await import('node:fs/promises');
    const example = await readFile(new URL('../../../../docs/campaigns.example.json', import.meta.url), 'utf8');
    const exampleRun = io({ 'example.json': example });
    expect(
      await runCampaignsCommand(database.db, ['import', 'example.json'], exampleRun.io),
      exampleRun.err.join(),
    ).toBe(0);
  });

  it('a malformed file names the entry and field, and leaves the tables exactly as they were', async () => {
    const before = { plans: await allMarketingPlans(database.db), settings: await allMarketingSettings(database.db) };
    const file = JSON.stringify({
      campaigns: [
        { ...goodPlan, id: 9002, name: 'fine-on-its-own', texts: { en: { title: 'Changed', content: 'x' } } },
        { ...goodPlan, id: 9003, name: 'bad-type', resource_type: 7 },
        {
          ...goodPlan,
          id: 9004,
          name: 'bad-field',
          device: 'tablet',
          texts: { de: { title: 'Nur Deutsch', content: '' } },
        },
      ],
    });
    const run = io({ 'bad.json': file });
    expect(await runCampaignsCommand(database.db, ['import', 'bad.json'], run.io)).toBe(1);
    const message = run.err.join('\n');
    expect(message).toContain('nothing was loaded');
    expect(message).toContain('campaigns[1] (id 9003 "bad-type"): resource_type: unknown resource type 7');
    expect(message).toContain('campaigns[2] (id 9004 "bad-field"): device: web, h5 or any');
    expect(message).toContain('campaigns[2] (id 9004 "bad-field"): texts: needs an "en" text');
    expect(message).not.toContain('campaigns[0]');
    expect({ plans: await allMarketingPlans(database.db), settings: await allMarketingSettings(database.db) }).toEqual(
      before,
    );
  });

  it('a file that is not JSON, or a bad command, loads nothing', async () => {
    const before = await allMarketingPlans(database.db);
    const run = io({ 'broken.json': '{"campaigns": [' });
    expect(await runCampaignsCommand(database.db, ['import', 'broken.json'], run.io)).toBe(1);
    expect(run.err.join()).toMatch(/cannot be read as JSON/);
    expect(await runCampaignsCommand(database.db, ['import'], run.io)).toBe(2);
    expect(await runCampaignsCommand(database.db, ['remove', 'x.json'], run.io)).toBe(2);
    expect(await allMarketingPlans(database.db)).toEqual(before);
  });

  it('export prints a file that imports again unchanged', async () => {
    const run = io({});
    expect(await runCampaignsCommand(database.db, ['export'], run.io)).toBe(0);
    const exported = JSON.parse(run.out.join('\n')) as unknown;
    expect(exported).toEqual(JSON.parse(JSON.stringify(await exportCampaigns(database.db))));
    const again = io({ 'exported.json': run.out.join('\n') });
    const before = await allMarketingPlans(database.db);
    expect(await runCampaignsCommand(database.db, ['import', 'exported.json'], again.io), again.err.join()).toBe(0);
    const after = await allMarketingPlans(database.db);
    expect(after.map(({ updatedAt: _u, ...rest }) => rest)).toEqual(before.map(({ updatedAt: _u, ...rest }) => rest));
  });
});
