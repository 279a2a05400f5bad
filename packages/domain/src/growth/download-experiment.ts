import { EXPERIMENTS, type ExperimentVariant } from '../experiments/experiments';

// shell §9 "Download experiment variants | gift and float style, values 1, 2, 3"; shell §2 "app
// download guide (line, shadow, horizontal variants, with QR code)"; widgets §2 "App-download card
// (240 wide, 394 horizontal, QR size 140)"; shell §9 "Download reward modal | promo amount 40,000
// (dollars)". The variants themselves are the experiments module's (sticky per device).

/** shell §9 "gift and float style": the two experiments of the download card and guide. */
export const DOWNLOAD_EXPERIMENT_STYLES = Object.freeze({ gift: 'downloadGift', float: 'downloadFloat' } as const);

export type DownloadExperimentStyle = keyof typeof DOWNLOAD_EXPERIMENT_STYLES;

/** shell §9 "values 1, 2, 3" (the same for both styles). */
export type DownloadExperimentVariant = ExperimentVariant<'downloadGift'> | ExperimentVariant<'downloadFloat'>;

export interface DownloadExperiment {
  style: DownloadExperimentStyle;
  variant: DownloadExperimentVariant;
}

export function isDownloadExperimentStyle(style: string): style is DownloadExperimentStyle {
  return Object.hasOwn(DOWNLOAD_EXPERIMENT_STYLES, style);
}

/**
 * An experiment variable's value for a style (the number 2 or the text '2', as a variable service
 * or experimentVariant gives it) as {style, variant}; null for anything else (an unknown style,
 * 0, 4, '2.0', ''), which shows no experiment card.
 */
export function downloadExperimentOf(style: string, value: unknown): DownloadExperiment | null {
  if (!isDownloadExperimentStyle(style)) return null;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const variants: readonly string[] = EXPERIMENTS[DOWNLOAD_EXPERIMENT_STYLES[style]].variants;
  const variant = variants.find((v) => v === text);
  return variant === undefined ? null : { style, variant: variant as DownloadExperimentVariant };
}

/** shell §2 "app download guide (line, shadow, horizontal variants, with QR code)". */
export const DOWNLOAD_CARD_VARIANTS = Object.freeze(['line', 'shadow', 'horizontal'] as const);

export type DownloadCardVariant = (typeof DOWNLOAD_CARD_VARIANTS)[number];

/** widgets §9 "Download card width 240 (394 horizontal), QR size 140" (CSS px). */
export const DOWNLOAD_CARD_SIZE = Object.freeze({ width: 240, horizontalWidth: 394, qrSize: 140 });

/** widgets §9: the card's width for a variant; only the horizontal one is wider. */
export function downloadCardWidth(variant: DownloadCardVariant): number {
  return variant === 'horizontal' ? DOWNLOAD_CARD_SIZE.horizontalWidth : DOWNLOAD_CARD_SIZE.width;
}

/**
 * shell §9 "Download reward modal | promo amount 40,000 (dollars)": a money amount, so a decimal
 * string (USD) like every amount of ours, formatted where it is shown.
 */
export const DOWNLOAD_REWARD_PROMO_USD = '40000';

/**
 * The download reward modal shows only when the visitor has a download task (widgets §3 "Download
 * task info: has_dl_task (1 means a task exists)", the dlGetTaskInfo answer); a failed or missing
 * answer shows none.
 */
export function showDownloadRewardModal(task: { has_dl_task: number } | null | undefined): boolean {
  return task?.has_dl_task === 1;
}
