import type { ComponentType } from 'react';

/**
 * Every modal of the site by name, with the props it opens with. Empty here: each feature adds its
 * own in its `modals.ts` by declaration merging, and frame/modal-table.ts must then give it a body
 * (the typecheck says so):
 *
 *     declare module '../../shell/modals' {
 *       interface ModalRegistry { 'kyc-upgrade': { level: number } }
 *     }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModalRegistry {}

export type ModalName = keyof ModalRegistry & string;

/** What a modal body is rendered with: its props, and `onClose` to take it off the page. */
export interface ModalBodyProps<N extends ModalName> {
  props: ModalRegistry[N];
  onClose: () => void;
}

export type ModalBody<N extends ModalName> = ComponentType<ModalBodyProps<N>>;
