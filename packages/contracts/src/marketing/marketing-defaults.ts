import type {
  AlphaUserPlans,
  DownloadTaskInfo,
  NewbiePrizeGuide,
  NewbiePrizePop,
  TargetedPopupPlanList,
} from './marketing';

// widgets §8 "Banner, prize or static-data calls fail → empty banners, empty prize data": the
// answers a failed call stands for. Apart from the schemas (types only from there), so a page
// that names a fallback does not load zod before an answer arrives (decision 0031).

export function defaultTargetedPopupPlanList(): TargetedPopupPlanList {
  return { list: [] };
}

export function defaultAlphaUserPlans(currency = ''): AlphaUserPlans {
  return { card: [], currency };
}

export function defaultDownloadTaskInfo(): DownloadTaskInfo {
  return { has_dl_task: 0, reward_num: '0', reward_currency: '' };
}

export function defaultNewbiePrizeGuide(): NewbiePrizeGuide {
  return { prize_num: '0' };
}

export function defaultNewbiePrizePop(): NewbiePrizePop {
  return { group_A: { num: '0' }, group_B: { num_first: '0', num_second: '0' } };
}
