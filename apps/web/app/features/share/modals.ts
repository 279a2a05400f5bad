import type { ShareProps } from '@meridian/domain';

// The share modal in the app's registry (shell/modals); frame/modal-table.ts gives its body.
declare module '../../shell/modals' {
  interface ModalRegistry {
    /** shell §3 "Share modal props: subWebsiteId, shareContent, source (default All), url, ...". */
    share: ShareProps;
  }
}

export {};
