import { type RefObject, useRef } from 'react';

/**
 * Radix returns focus to a Dialog.Trigger; our dialogs and drawers are opened from anywhere (often
 * a lazily loaded one from a plain button), so remember what had focus on open and go back there
 * on close (or to `returnFocusTo`, for openers some browsers do not focus when clicked). Spread the
 * result on Radix's Dialog.Content.
 */
export function useFocusReturn(returnFocusTo?: RefObject<HTMLElement | null>) {
  const hadFocus = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      hadFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = returnFocusTo?.current ?? hadFocus.current;
      if (target?.isConnected) target.focus();
    },
  };
}
