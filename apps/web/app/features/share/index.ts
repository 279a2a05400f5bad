// The share modal (issue 15; shell §3, §5): opened by name through the modal registry,
// `useModals().open('share', props)`, so a page imports nothing of it; frame/modal-table.ts loads
// its body (share-modal.tsx) on first use.
export type { ShareProps } from '@meridian/domain';
