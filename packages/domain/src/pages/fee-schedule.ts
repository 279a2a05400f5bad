/**
 * The trading-fee schedule shown on /fee (widgets §2 "Routes referenced": "/fee"). The spec gives
 * no numbers; these are the exchange's published demo tiers, as rates (0.001 is 0.1 %).
 */
export interface FeeTier {
  /** VIP level, 0 for every account. */
  level: number;
  /** Least 30-day trading volume (USDT) that reaches the tier. */
  minVolumeUsdt: number;
  /** Rates as exact decimal text ('0.002' is 0.2 %): the API charges them (issue 12). */
  maker: string;
  taker: string;
}

export interface FeeSchedule {
  market: 'spot' | 'futures';
  tiers: readonly FeeTier[];
}

export const SPOT_FEE_TIERS: readonly FeeTier[] = [
  { level: 0, minVolumeUsdt: 0, maker: '0.002', taker: '0.002' },
  { level: 1, minVolumeUsdt: 1_000_000, maker: '0.00185', taker: '0.00195' },
  { level: 2, minVolumeUsdt: 5_000_000, maker: '0.00175', taker: '0.00185' },
  { level: 3, minVolumeUsdt: 20_000_000, maker: '0.00165', taker: '0.00175' },
  { level: 4, minVolumeUsdt: 50_000_000, maker: '0.0015', taker: '0.0016' },
  { level: 5, minVolumeUsdt: 100_000_000, maker: '0.0012', taker: '0.0014' },
];

export const FUTURES_FEE_TIERS: readonly FeeTier[] = [
  { level: 0, minVolumeUsdt: 0, maker: '0.0002', taker: '0.0005' },
  { level: 1, minVolumeUsdt: 10_000_000, maker: '0.00015', taker: '0.00045' },
  { level: 2, minVolumeUsdt: 50_000_000, maker: '0.0001', taker: '0.0004' },
  { level: 3, minVolumeUsdt: 200_000_000, maker: '0.00008', taker: '0.00035' },
  { level: 4, minVolumeUsdt: 500_000_000, maker: '0.00005', taker: '0.0003' },
  { level: 5, minVolumeUsdt: 1_000_000_000, maker: '0', taker: '0.00025' },
];

export const FEE_SCHEDULES: readonly FeeSchedule[] = [
  { market: 'spot', tiers: SPOT_FEE_TIERS },
  { market: 'futures', tiers: FUTURES_FEE_TIERS },
];

/** The fee tier of a VIP level (the highest tier at or below it; level 0 for none). */
export function feeTierFor(tiers: readonly FeeTier[], vipLevel: number): FeeTier {
  let found = tiers[0];
  for (const tier of tiers) if (tier.level <= vipLevel) found = tier;
  if (found === undefined) throw new Error('a fee schedule has at least one tier');
  return found;
}
