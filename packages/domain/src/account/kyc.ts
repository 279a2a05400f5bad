/** shell §3 "KYC levels: 0 none, 5 level 0.5, 2 level 1, 1 level 2, 4 level 3, 3 company." */
export const KYC_LEVELS = {
  none: 0,
  level0_5: 5,
  level1: 2,
  level2: 1,
  level3: 4,
  company: 3,
} as const;

export type KycLevel = (typeof KYC_LEVELS)[keyof typeof KYC_LEVELS];

/** shell §5 "The KYC-related check treats levels 1, 4 and 3 as passed; any other level fails." */
export function passesKycCheck(level: unknown): boolean {
  return level === 1 || level === 4 || level === 3;
}

/**
 * shell §4 "The completed-KYC2 flag becomes false only when the verified level is a number that
 * fails the KYC2 check." Anything that is not a number (unknown, still loading) leaves it true.
 */
export function completedKyc2(verified: unknown): boolean {
  return !(typeof verified === 'number' && !passesKycCheck(verified));
}

/** A short label key for a KYC level badge. */
export function kycLevelName(level: number): 'none' | 'level0_5' | 'level1' | 'level2' | 'level3' | 'company' {
  const entry = Object.entries(KYC_LEVELS).find(([, v]) => v === level);
  return (entry?.[0] as keyof typeof KYC_LEVELS | undefined) ?? 'none';
}
