import { describe, expect, it } from 'vitest';
import { experimentVariant } from '../experiments/experiments';
import {
  DOWNLOAD_CARD_SIZE,
  DOWNLOAD_REWARD_PROMO_USD,
  downloadCardWidth,
  downloadExperimentOf,
  showDownloadRewardModal,
} from './download-experiment';

describe('download experiment (shell §9 "Download experiment variants: gift and float style, values 1, 2, 3")', () => {
  it('values 1, 2, 3 of either style give that style and variant', () => {
    for (const style of ['gift', 'float'] as const) {
      for (const value of ['1', '2', '3'])
        expect(downloadExperimentOf(style, value)).toEqual({ style, variant: value });
    }
    expect(downloadExperimentOf('gift', 2)).toEqual({ style: 'gift', variant: '2' });
    expect(downloadExperimentOf('float', ' 3 ')).toEqual({ style: 'float', variant: '3' });
  });

  it('any other value or style gives no experiment', () => {
    for (const value of [0, 4, '0', '4', '2.0', '', 'A', null, undefined, true]) {
      expect(downloadExperimentOf('gift', value)).toBeNull();
    }
    expect(downloadExperimentOf('banner', '1')).toBeNull();
    expect(downloadExperimentOf('toString', '1')).toBeNull();
  });

  it('takes what the sticky experiment variants give', () => {
    const variant = experimentVariant('downloadFloat', `6a1b2c3d${'e'.repeat(32)}`);
    expect(downloadExperimentOf('float', variant)).toEqual({ style: 'float', variant });
  });
});

describe('app-download card (widgets §9 "Download card width 240 (394 horizontal), QR size 140")', () => {
  it('line and shadow cards are 240 wide, the horizontal one 394; the QR code 140', () => {
    expect(downloadCardWidth('line')).toBe(240);
    expect(downloadCardWidth('shadow')).toBe(240);
    expect(downloadCardWidth('horizontal')).toBe(394);
    expect(DOWNLOAD_CARD_SIZE.qrSize).toBe(140);
  });
});

describe('download reward modal', () => {
  it('shell §9 "Download reward modal: promo amount 40,000 (dollars)"', () => {
    expect(Number(DOWNLOAD_REWARD_PROMO_USD)).toBe(40_000);
  });

  it('widgets §3 "has_dl_task (1 means a task exists)": shown only then', () => {
    expect(showDownloadRewardModal({ has_dl_task: 1 })).toBe(true);
    expect(showDownloadRewardModal({ has_dl_task: 0 })).toBe(false);
    expect(showDownloadRewardModal(null)).toBe(false);
    expect(showDownloadRewardModal(undefined)).toBe(false);
  });
});
