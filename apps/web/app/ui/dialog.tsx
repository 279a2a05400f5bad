import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode } from 'react';
import { useFocusReturn } from './focus-return';
import { shareStyleNonce } from './style-nonce';
import './ui.css';

/**
 * How a dialog may be closed. A dismissible dialog (the default) closes with Escape, an outside
 * click and its close button, so it must have one. A non-dismissible one (widgets §4: the KYC
 * notice, the Turkish declaration, the user agreement) refuses Escape and outside clicks; it may
 * still offer a close button (the KYC notice does when `risk_user_guide_be_closed` is 1).
 */
type Dismissal =
  | {
      dismissible?: true;
      /** Accessible name of the close button, in the page's language. */
      closeLabel: string;
    }
  | {
      dismissible: false;
      /** Accessible name of the close button; without it the dialog has none. */
      closeLabel?: string;
    };

/** How a dialog closes, and what it does then: the props `dismissalProps` makes. */
export type DialogDismissal = Dismissal & { onOpenChange: (open: boolean) => void };

/**
 * One set of dismissal props for a dialog that may or may not be closed by the reader: closable,
 * Escape, an outside click and the close button call `onDismiss`; otherwise none of them exists.
 */
export function dismissalProps(closable: boolean, onDismiss: () => void, closeLabel: string): DialogDismissal {
  return closable
    ? {
        closeLabel,
        onOpenChange: (open) => {
          if (!open) onDismiss();
        },
      }
    : { dismissible: false, onOpenChange: () => undefined };
}

export type DialogProps = Dismissal & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** A stable hook for end-to-end tests (data-testid on the dialog element). */
  testId?: string;
  /**
   * Whether a click outside closes a dismissible dialog (default true). widgets §4 "The [KYC
   * notice] modal cannot be closed by an outside click", though Escape and its close button may.
   */
  closeOnOutsideClick?: boolean;
};

/**
 * A modal dialog: focus is trapped inside while it is open and returns to where it was when it
 * closes; the rest of the page is hidden from assistive technology and does not scroll.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  testId,
  closeOnOutsideClick = true,
  ...dismissal
}: DialogProps) {
  // Before Radix's scroll lock renders (its <style> is added in a child's effect, before ours).
  shareStyleNonce();
  const dismissible = dismissal.dismissible !== false;
  const focusReturn = useFocusReturn();
  const refuseUnlessDismissible = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  const refuseOutsideClick = (event: Event) => {
    if (!dismissible || !closeOnOutsideClick) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog__overlay" />
        <RadixDialog.Content
          className={className ? `ui-dialog ${className}` : 'ui-dialog'}
          data-dismissible={dismissible}
          data-testid={testId}
          {...focusReturn}
          onEscapeKeyDown={refuseUnlessDismissible}
          onPointerDownOutside={refuseOutsideClick}
          onInteractOutside={refuseOutsideClick}
        >
          <RadixDialog.Title className="ui-dialog__title">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="ui-dialog__description">{description}</RadixDialog.Description>
          ) : null}
          {children}
          {/* Last in the tab order (the content comes first), drawn in the top corner on the inline end. */}
          {dismissal.closeLabel ? (
            <RadixDialog.Close className="ui-dialog__close" aria-label={dismissal.closeLabel}>
              <X aria-hidden="true" size={20} />
            </RadixDialog.Close>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
