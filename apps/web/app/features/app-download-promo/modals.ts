import type { DownloadTaskInfo } from '@meridian/contracts';

// The download reward modal in the app's registry (shell/modals); frame/modal-table.ts gives its body.
declare module '../../shell/modals' {
  interface ModalRegistry {
    /** shell §9 "Download reward modal | promo amount 40,000 (dollars)"; widgets §3 the download task. */
    'download-reward': { task: DownloadTaskInfo };
  }
}

export {};
