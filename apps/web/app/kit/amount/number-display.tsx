import { numberDisplayParts } from '@meridian/domain';
import './amount.css';

export interface NumberDisplayProps {
  value: string | number;
  /** shell §5 "a precision may be applied first": decimals kept, cut rather than rounded. */
  precision?: number;
  className?: string;
}

/**
 * A number as shell §5 shows it: "runs of 7 or more zeros after the decimal point" become one
 * zero and a small count (0.0₉12). Assistive technology reads the full number instead: it sits in
 * visually hidden text, the compressed form is hidden from it, and the title shows it on hover.
 * (Visually hidden text rather than `aria-label`, which ARIA does not allow on a plain span and
 * screen readers do not reliably read there.)
 */
export function NumberDisplay({ value, precision, className }: NumberDisplayProps) {
  const parts = numberDisplayParts(value, { precision });
  const classes = className ? `number-display ${className}` : 'number-display';
  if (!parts.compressed) {
    return (
      <span className={classes} dir="ltr">
        {parts.text}
      </span>
    );
  }
  return (
    <span className={classes} dir="ltr" title={parts.text}>
      <span className="number-display__full visually-hidden">{parts.text}</span>
      <span aria-hidden="true">
        {parts.head}
        <sub className="number-display__count">{parts.zeroCount}</sub>
        {parts.tail}
      </span>
    </span>
  );
}
