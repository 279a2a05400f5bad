import { defaultDownloadTaskInfo, type DownloadTaskInfo, getDownloadTaskInfo } from '@meridian/contracts';
import {
  DOWNLOAD_REWARD_PROMO_USD,
  localizeAmountText,
  MODAL_PRIORITY,
  type NumberSymbols,
  showDownloadRewardModal,
} from '@meridian/domain';
import { useCallback, useEffect, useState } from 'react';
import type { BrowserClients } from '../../shell/http';
import { useBrowserClients } from '../../shell/http';
import { useModals } from '../../shell/modals';
import { browserSessionFlags, type FlagStore, REWARD_MODAL_SHOWN_KEY } from './banner-environment';

export { REWARD_MODAL_SHOWN_KEY };

/**
 * widgets §7 dlGetTaskInfo `const_id` of the app-download task (the demo data's task; ours: the
 * spec names the parameter, not its value).
 */
export const APP_DOWNLOAD_TASK_ID = 'app_download';

/** The download task (widgets §3) as the browser reads it: the default (no task) on any failure. */
export function loadDownloadTask(clients: Pick<BrowserClients, 'get'>): Promise<DownloadTaskInfo> {
  return clients.get(getDownloadTaskInfo, defaultDownloadTaskInfo, {
    silent: true,
    query: { const_id: APP_DOWNLOAD_TASK_ID },
  });
}

/**
 * The download task, read in the browser unless the page's loader gave it (`initial`); null while
 * it is being read.
 */
export function useDownloadTask(initial?: DownloadTaskInfo): DownloadTaskInfo | null {
  const clients = useBrowserClients();
  const [task, setTask] = useState<DownloadTaskInfo | null>(initial ?? null);
  useEffect(() => {
    if (initial) return;
    let live = true;
    void loadDownloadTask(clients).then((loaded) => {
      if (live) setTask(loaded);
    });
    return () => {
      live = false;
    };
  }, [clients, initial]);
  return task;
}

/**
 * Opens the download reward modal at most once per browser session, and only for a visitor with a
 * task (widgets §3 "has_dl_task (1 means a task exists)"). Answers whether it opened it, so a link
 * that would have opened it goes its own way the second time.
 */
export function useDownloadRewardOpener(
  flags: FlagStore = browserSessionFlags,
): (task: DownloadTaskInfo | null) => boolean {
  const { open } = useModals();
  return useCallback(
    (task) => {
      if (!showDownloadRewardModal(task) || task === null || flags.get(REWARD_MODAL_SHOWN_KEY)) return false;
      flags.set(REWARD_MODAL_SHOWN_KEY);
      open('download-reward', { task }, { priority: MODAL_PRIORITY.marketing });
      return true;
    },
    [flags, open],
  );
}

/** shell §9 "promo amount 40,000 (dollars)", written as the locale writes dollars, without cents. */
export function promoAmountText(symbols: NumberSymbols): string {
  return symbols.usdPattern.replace('#', localizeAmountText(DOWNLOAD_REWARD_PROMO_USD, symbols, { precision: 0 }));
}

/**
 * The app-download page's part (shell §2 /appdownload): with a download task, the reward modal
 * opens once per browser session. Renders nothing.
 */
export function DownloadRewardPrompt({ flags }: { flags?: FlagStore }) {
  const task = useDownloadTask();
  const openReward = useDownloadRewardOpener(flags);
  useEffect(() => {
    if (task) openReward(task);
  }, [task, openReward]);
  return null;
}
