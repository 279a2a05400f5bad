import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, type RefObject } from 'react';
import { useFocusReturn } from './focus-return';
import { shareStyleNonce } from './style-nonce';
import './drawer.css';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's accessible name, shown as its heading. */
  title: ReactNode;
  /** Accessible name of the close button, in the page's language. */
  closeLabel: string;
  /**
   * The control that opened the drawer, focused again when it closes. Without it, whatever had
   * focus when the drawer opened (a browser may not focus a clicked button: Safari does not).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children?: ReactNode;
  className?: string;
  testId?: string;
}

/**
 * A modal panel along the inline-end edge (the right in left-to-right pages, the left in
 * right-to-left ones) that slides in and out (shell §4: drawers move in 300 ms; still for
 * prefers-reduced-motion). Like Dialog: focus is trapped while it is open, Escape, an outside
 * click and the close button close it, and the rest of the page is inert and does not scroll.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  closeLabel,
  returnFocusTo,
  children,
  className,
  testId,
}: DrawerProps) {
  // Before Radix's scroll lock renders (its <style> is added in a child's effect, before ours).
  shareStyleNonce();
  const focusReturn = useFocusReturn(returnFocusTo);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-drawer__overlay" />
        <RadixDialog.Content
          className={className ? `ui-drawer ${className}` : 'ui-drawer'}
          data-testid={testId}
          // No description: the title names it and the content speaks for itself.
          aria-describedby={undefined}
          {...focusReturn}
        >
          <div className="ui-drawer__header">
            <RadixDialog.Title className="ui-drawer__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="ui-drawer__close" aria-label={closeLabel}>
              <X aria-hidden="true" size={20} />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
