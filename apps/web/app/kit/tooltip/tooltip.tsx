import {
  Children,
  cloneElement,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useId,
  useState,
} from 'react';
import './tooltip.css';

/** What the wrapper adds to its child: the tooltip's id as its description. */
type Describable = ReactElement<{ 'aria-describedby'?: string | undefined }>;

/**
 * widgets §5 "Tooltip wrapper must receive exactly one child element"; widgets §8 "Tooltip wrapper
 * gets other than one child element: throws". A string, nothing, or two elements is a programming
 * error, caught in the first render rather than drawn as a tooltip on the wrong thing.
 */
export function onlyChildElement(children: ReactNode): Describable {
  const list = Children.toArray(children);
  const [only] = list;
  if (list.length !== 1 || !isValidElement(only)) {
    throw new Error(
      `Tooltip needs exactly one child element, got ${list.length === 1 ? 'a non-element' : list.length}`,
    );
  }
  return only as Describable;
}

export interface TooltipProps {
  /** The hint, shown beside the child on hover and keyboard focus. */
  content: ReactNode;
  /** Exactly one element (a link or a button): it is described by the hint. */
  children: ReactNode;
  /** Render the child alone (the hint would repeat what is already on screen); the child rule still holds. */
  disabled?: boolean;
  /** Which side of the child the hint shows on (inline end: right in LTR, left in RTL). */
  side?: 'inline-end' | 'block-end';
}

/**
 * A hint for one element, shown on hover and on keyboard focus (CSS :hover and :focus-within, so it
 * works before hydration) and described to screen readers through aria-describedby. Escape hides
 * it until the pointer or focus leaves (WCAG 1.4.13 dismissible). No third-party package: the
 * positioning is a plain CSS offset along the inline axis, which mirrors by itself in Arabic.
 */
export function Tooltip({ content, children, disabled = false, side = 'inline-end' }: TooltipProps) {
  const child = onlyChildElement(children);
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  if (disabled) return child;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setDismissed(true);
  };
  const restore = () => setDismissed(false);
  return (
    // The wrapper only listens for Escape bubbling up from the focused child (a link or a button).
    <span
      className="kit-tooltip"
      data-side={side}
      data-dismissed={dismissed}
      onKeyDown={onKeyDown}
      onPointerLeave={restore}
      onBlur={restore}
    >
      {cloneElement(child, { 'aria-describedby': id })}
      <span role="tooltip" id={id} className="kit-tooltip__bubble">
        {content}
      </span>
    </span>
  );
}
