import { ALPHA_CARD_DATA_TYPES, MARKETING_RESOURCE_TYPES, SITE_IDS, type VipPopupType } from '@meridian/domain';
import {
  type CampaignFileInput,
  type CampaignPlanInput,
  downloadTaskKey,
  NEWBIE_PRIZE_KEYS,
  parseCampaignFile,
  planRowOf,
  settingRowOf,
} from '../services/marketing-campaigns';
import type { Database } from './database';
import { MARKETING_SEED_TEXTS, type MarketingSeedLocale, type MarketingSeedTexts } from './marketing-seed-texts';
import { insertMissingMarketing } from './queries/marketing';

/** The demo's top and bottom bar plans (the e2e starts as a visitor who closed them). */
export const DEMO_FLOATING_BANNER_IDS = { top: 1101, bottom: 1201 } as const;

/**
 * The demo campaigns (issue 15): at least one plan of each resource type (widgets §3), a VIP pop-up
 * for each vip_popup_type, alpha cards for two coins, the download task and the newbie prizes,
 * written in the campaigns file's shape (and checked by it, as an import would be).
 */

/** The download task the app-download widgets ask for (widgets §7 dlGetTaskInfo `const_id`). */
export const DEMO_DOWNLOAD_TASK_ID = 'app_download';
/** shell §9 "Download reward modal | promo amount 40,000 (dollars)". */
export const DEMO_DOWNLOAD_REWARD = { amount: '40000', currency: 'USD' } as const;
/** The demo newbie prizes (widgets §3 "Newbie prize data"), in USDT: the guide's total is A's, and B's two parts add up to it. */
export const DEMO_NEWBIE_PRIZES = { guide: '100', groupA: '100', groupBFirst: '20', groupBSecond: '80' } as const;
/** The coins the demo alpha cards are for: listed markets (SUI_USDT, APT_USDT), so their trade pages show them. */
export const DEMO_ALPHA_COINS = ['SUI', 'APT'] as const;

const DAY_MS = 86_400_000;
const IMAGES = '/images/marketing';

type PlanTexts = CampaignPlanInput['texts'];

/** One text per locale, from the seed's table. */
function textsOf(pick: (texts: MarketingSeedTexts) => { title: string; content: string }): PlanTexts {
  return Object.fromEntries(
    (Object.entries(MARKETING_SEED_TEXTS) as [MarketingSeedLocale, MarketingSeedTexts][]).map(([locale, texts]) => [
      locale,
      pick(texts),
    ]),
  );
}

const pair = (texts: readonly [string, string, ...string[]]) => ({ title: texts[0], content: texts[1] });

function vipTexts(kind: 'vipUpgraded' | 'vipInactive' | 'vipExpired'): PlanTexts {
  return textsOf((t) => {
    const [title, content, button] = t[kind];
    const [benefitTitle, fees, support, withdrawals] = t.vipBenefits;
    return {
      title,
      content,
      benefit_title: benefitTitle,
      benefit_1_content: fees,
      benefit_2_content: support,
      benefit_3_content: withdrawals,
      button_copywriting: button,
    };
  });
}

const vipExtras = (type: VipPopupType) => ({
  vip_popup_type: type,
  benefit_1_img: `${IMAGES}/vip-fees.svg`,
  benefit_2_img: `${IMAGES}/vip-support.svg`,
  benefit_3_img: `${IMAGES}/vip-withdrawals.svg`,
});

/** The demo campaigns file; its time windows are relative to the seed's clock. */
export function marketingSeedFile(now: Date): CampaignFileInput {
  const iso = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const { targetedPopup, topBanner, bottomBanner, homepageBanner, alphaBanner } = MARKETING_RESOURCE_TYPES;
  const campaigns: CampaignPlanInput[] = [
    {
      id: 1001,
      name: 'newcomer-welcome-popup',
      resource_type: targetedPopup,
      audience: 'visitor',
      priority: 20,
      ends_at: iso(90),
      img: `${IMAGES}/welcome-gift.svg`,
      img_h5: `${IMAGES}/welcome-gift.svg`,
      url: '/signup',
      texts: textsOf((t) => pair(t.welcome)),
    },
    {
      id: 1002,
      name: 'monthly-trade-rewards-popup',
      resource_type: targetedPopup,
      audience: 'logged_in',
      priority: 10,
      img: `${IMAGES}/trade-rewards.svg`,
      img_h5: `${IMAGES}/trade-rewards.svg`,
      url: '/rewards_hub',
      texts: textsOf((t) => pair(t.tradeRewards)),
    },
    {
      id: DEMO_FLOATING_BANNER_IDS.top,
      name: 'copy-trading-top-banner',
      resource_type: topBanner,
      device: 'web',
      priority: 10,
      img: `${IMAGES}/copy-trading.svg`,
      img_h5: `${IMAGES}/copy-trading.svg`,
      url: '/copytrading',
      texts: textsOf((t) => pair(t.copyTrading)),
    },
    {
      id: DEMO_FLOATING_BANNER_IDS.bottom,
      name: 'app-download-bottom-banner',
      resource_type: bottomBanner,
      // The US site hides app download (shell §3 hide flags): the banner runs everywhere else.
      site_ids: [
        SITE_IDS.main,
        SITE_IDS.turkey,
        SITE_IDS.eu,
        SITE_IDS.hongKong,
        SITE_IDS.bahamas,
        SITE_IDS.singapore,
        SITE_IDS.uk,
        SITE_IDS.japan,
        SITE_IDS.uae,
        SITE_IDS.australia,
      ],
      priority: 10,
      img: `${IMAGES}/app-download.svg`,
      img_h5: `${IMAGES}/app-download.svg`,
      // The main site's app page (Turkey's /mobileapp would answer 404 here; /appdownload leads there on Turkey).
      url: '/appdownload',
      texts: textsOf((t) => pair(t.appDownload)),
    },
    {
      id: 1301,
      name: 'trading-competition-homepage-banner',
      resource_type: homepageBanner,
      priority: 10,
      starts_at: iso(-1),
      ends_at: iso(30),
      img: `${IMAGES}/competition.svg`,
      img_h5: `${IMAGES}/competition.svg`,
      url: '/competition/center',
      texts: textsOf((t) => pair(t.competition)),
    },
    {
      id: 1401,
      name: 'vip-upgraded-popup',
      resource_type: targetedPopup,
      position: 'vip_index',
      audience: 'logged_in',
      vip_tier_min: 1,
      priority: 20,
      img: `${IMAGES}/vip-crown.svg`,
      img_h5: `${IMAGES}/vip-crown.svg`,
      url: '/rewards_hub',
      texts: vipTexts('vipUpgraded'),
      vip_extras: vipExtras('VIP_UPGRADED'),
    },
    {
      id: 1402,
      name: 'vip-inactive-popup',
      resource_type: targetedPopup,
      position: 'vip_index',
      audience: 'logged_in',
      vip_tier_min: 1,
      priority: 30,
      // Scheduled: the reactivation push starts in a month, and then leads the upgrade pop-up.
      starts_at: iso(30),
      ends_at: iso(60),
      img: `${IMAGES}/vip-crown.svg`,
      img_h5: `${IMAGES}/vip-crown.svg`,
      url: '/trade/BTC_USDT',
      texts: vipTexts('vipInactive'),
      vip_extras: vipExtras('VIP_INACTIVE'),
    },
    {
      id: 1403,
      name: 'vip-expired-popup',
      resource_type: targetedPopup,
      position: 'vip_index',
      audience: 'logged_in',
      vip_tier_max: 0,
      priority: 10,
      img: `${IMAGES}/vip-crown.svg`,
      img_h5: `${IMAGES}/vip-crown.svg`,
      url: '/fee',
      texts: vipTexts('vipExpired'),
      vip_extras: vipExtras('VIP_EXPIRED'),
    },
    ...DEMO_ALPHA_COINS.flatMap((coin, i): CampaignPlanInput[] => [
      {
        id: 1501 + i * 10,
        name: `alpha-${coin.toLowerCase()}-early`,
        resource_type: alphaBanner,
        alpha_currency: coin,
        sort: 1,
        img: `${IMAGES}/alpha-card.svg`,
        img_v2: `${IMAGES}/alpha-card-v2.svg`,
        url: `/alpha`,
        texts: textsOf((t) => ({ title: t.alphaEarly.replace('{coin}', coin), content: '' })),
      },
      {
        id: 1502 + i * 10,
        name: `alpha-${coin.toLowerCase()}-trending`,
        resource_type: alphaBanner,
        alpha_currency: coin,
        sort: 2,
        img: `${IMAGES}/alpha-trending.svg`,
        img_v2: `${IMAGES}/alpha-trending.svg`,
        url: `/alpha`,
        texts: textsOf((t) => ({ title: t.alphaTrending.replace('{coin}', coin), content: '' })),
      },
    ]),
    {
      id: 1599,
      name: 'alpha-discover-text-card',
      resource_type: alphaBanner,
      sort: 3,
      data_type: ALPHA_CARD_DATA_TYPES.text,
      url: '/alpha',
      texts: textsOf((t) => ({ title: t.alphaAll, content: '' })),
    },
  ];
  return {
    campaigns,
    settings: [
      { key: downloadTaskKey(DEMO_DOWNLOAD_TASK_ID), ...DEMO_DOWNLOAD_REWARD },
      { key: NEWBIE_PRIZE_KEYS.guide, amount: DEMO_NEWBIE_PRIZES.guide, currency: 'USDT' },
      { key: NEWBIE_PRIZE_KEYS.groupA, amount: DEMO_NEWBIE_PRIZES.groupA, currency: 'USDT' },
      { key: NEWBIE_PRIZE_KEYS.groupBFirst, amount: DEMO_NEWBIE_PRIZES.groupBFirst, currency: 'USDT' },
      { key: NEWBIE_PRIZE_KEYS.groupBSecond, amount: DEMO_NEWBIE_PRIZES.groupBSecond, currency: 'USDT' },
    ],
  };
}

/**
 * Add the demo campaigns that are not there yet (run inside the demo seed's transaction). A plan or
 * amount an operator changed or imported is left as it is.
 */
export async function seedMarketing(tx: Database, now: Date): Promise<void> {
  const parsed = parseCampaignFile(marketingSeedFile(now));
  if (!parsed.ok) throw new Error(`the demo campaigns are not a valid campaigns file:\n${parsed.errors.join('\n')}`);
  await insertMissingMarketing(
    tx,
    parsed.file.campaigns.map((plan) => planRowOf(plan, now)),
    parsed.file.settings.map((setting) => settingRowOf(setting, now)),
  );
}
