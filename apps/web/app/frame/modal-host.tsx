import { Suspense } from 'react';
import { useModals, useShownModal } from '../shell/modals';
import { modalBody } from './modal-table';

/**
 * The page's one modal (shell/modals chooses it with domain chooseModal): its body loads lazily
 * on first use; a new opening gets a fresh body (the key), so no state is left from the last one.
 */
export function ModalHost() {
  const shown = useShownModal();
  const { close } = useModals();
  if (!shown) return null;
  const Body = modalBody(shown.name);
  return (
    <Suspense fallback={null}>
      <Body key={shown.order} props={shown.props} onClose={close} />
    </Suspense>
  );
}
