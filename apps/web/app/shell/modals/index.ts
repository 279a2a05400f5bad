// Modals (architecture guide "Modal registry"): a typed registry that features extend, open/close,
// and one modal at a time, chosen by domain chooseModal; frame/modal-host.tsx renders it.
// Browser-safe.
export { ModalProvider, useModals, useShownModal } from './modal-provider';
export type { ModalBody, ModalBodyProps, ModalName, ModalRegistry } from './modal-registry';
export {
  createModalStore,
  MODAL_HISTORY_KEY,
  type ModalClock,
  type ModalStorage,
  type ModalStore,
  type OpenOptions,
  type ShownModal,
} from './modal-store';
